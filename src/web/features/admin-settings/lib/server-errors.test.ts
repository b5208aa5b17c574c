import { describe, expect, it } from 'vitest';

/** As lib/api/client's ApiError: a message and the fields of the answer. */
class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}
import { refusalText, splitRowErrors } from './server-errors';

describe('splitRowErrors', () => {
  it('puts row fields on their inputs (list items on the list) and keeps the rest apart', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'Tarkista tiedot', {
      '0.name': 'Nimi on jo käytössä',
      '1.postalCodes.2': 'Tuntematon postinumero',
      '1.postalCodes.3': 'Tuntematon postinumero',
      '2.id': 'Rivi on poistettu',
      body: 'Anna kelvollinen arvo',
    });
    expect(splitRowErrors(error, 'areas', ['name', 'postalCodes'])).toEqual({
      fields: [
        { path: 'areas.0.name', message: 'Nimi on jo käytössä' },
        { path: 'areas.1.postalCodes', message: 'Tuntematon postinumero' },
      ],
      other: ['Rivi on poistettu', 'Anna kelvollinen arvo'],
    });
  });

  it('answers nothing for an error that is not an answer of the API', () => {
    expect(splitRowErrors(new Error('offline'), 'areas', ['name'])).toEqual({
      fields: [],
      other: [],
    });
  });
});

describe('refusalText', () => {
  it("prefers the named fields' texts to the general message", () => {
    const conflict = new ApiError(409, 'CONFLICT', 'Tieto on muuttunut', {
      id: 'Pesijällä on varauksia',
    });
    expect(refusalText(conflict)).toBe('Pesijällä on varauksia');
    expect(refusalText(new ApiError(404, 'NOT_FOUND', 'Ei löytynyt'))).toBe('Ei löytynyt');
  });
});
