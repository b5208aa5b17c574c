import { describe, expect, it } from 'vitest';
import { checkEraseForm, eraseFailure, eraseRequest } from './erase-form';

describe('checkEraseForm', () => {
  it.each([
    [
      { currentPassword: '', code: '' },
      false,
      { currentPassword: 'validation.current_password_required' },
    ],
    [{ currentPassword: 'x', code: '' }, false, {}],
    // Spaces are a password's own business: only an empty one is refused here.
    [{ currentPassword: ' ', code: '' }, false, {}],
    [{ currentPassword: 'x', code: '' }, true, { code: 'validation.totp_code_required' }],
    [{ currentPassword: 'x', code: '  ' }, true, { code: 'validation.totp_code_required' }],
    [{ currentPassword: 'x', code: '12345' }, true, { code: 'validation.totp_code_format' }],
    [{ currentPassword: 'x', code: '12345a' }, true, { code: 'validation.totp_code_format' }],
    [{ currentPassword: 'x', code: '1234567' }, true, { code: 'validation.totp_code_format' }],
    [{ currentPassword: 'x', code: ' 123456 ' }, true, {}],
    [
      { currentPassword: '', code: '' },
      true,
      {
        currentPassword: 'validation.current_password_required',
        code: 'validation.totp_code_required',
      },
    ],
    // Without TOTP a code is never asked for, whatever the field holds.
    [{ currentPassword: 'x', code: 'abc' }, false, {}],
  ])('%j (code asked: %s) -> %j', (values, needsCode, errors) => {
    expect(checkEraseForm(values, needsCode)).toEqual(errors);
  });
});

describe('eraseRequest', () => {
  it('sends the code, trimmed, only when TOTP is on', () => {
    const values = { currentPassword: ' salasana ', code: ' 123456 ' };
    expect(eraseRequest('a@example.fi', values, true)).toEqual({
      email: 'a@example.fi',
      currentPassword: ' salasana ',
      code: '123456',
    });
    expect(eraseRequest('a@example.fi', values, false)).toEqual({
      email: 'a@example.fi',
      currentPassword: ' salasana ',
    });
  });
});

describe('eraseFailure', () => {
  it('puts a refused password or code under its field', () => {
    expect(
      eraseFailure({ fields: { currentPassword: 'Väärin' }, message: 'Tunnistus epäonnistui' }),
    ).toEqual({ fields: { currentPassword: 'Väärin' }, message: null });
    expect(eraseFailure({ fields: { code: 'Koodi ei kelpaa' }, message: 'x' })).toEqual({
      fields: { code: 'Koodi ei kelpaa' },
      message: null,
    });
  });

  it('shows anything else (throttling, another field, a failure) as one message', () => {
    expect(eraseFailure({ fields: {}, message: 'Liian monta yritystä' })).toEqual({
      fields: {},
      message: 'Liian monta yritystä',
    });
    expect(eraseFailure({ fields: { email: 'Ei kelpaa' }, message: 'Tarkista' })).toEqual({
      fields: {},
      message: 'Tarkista',
    });
  });
});
