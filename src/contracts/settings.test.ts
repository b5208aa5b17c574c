import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { firstIssueByPath } from './messages';
import { saveCleanersInputSchema, savePostalAreasInputSchema } from './settings';

const errorsOf = (schema: z.ZodType, input: unknown) =>
  firstIssueByPath(schema.safeParse(input).error?.issues ?? []);

describe('settings', () => {
  it.each<[string, unknown, string, string | undefined]>([
    [
      'new area',
      [{ name: 'Helsinki keskusta', postalCodes: ['00100', '00120'] }],
      '0.name',
      undefined,
    ],
    ['area without name', [{ id: 1, name: '', postalCodes: [] }], '0.name', 'validation.required'],
    [
      'area with a 4-digit code',
      [{ id: 1, name: 'Espoo', postalCodes: ['0210'] }],
      '0.postalCodes.0',
      'validation.postal_code_digits',
    ],
  ])('postal areas: %s', (_label, input, field, expected) => {
    expect(errorsOf(savePostalAreasInputSchema, input)[field]).toBe(expected);
  });

  const cleaner = {
    name: 'Pesijä 1',
    address: 'Tie 1, Espoo',
    maintain_group_id: 7,
    postalAreas: [1, 2],
  };
  it.each<[string, Record<string, unknown>, string, string | undefined]>([
    ['new washer', {}, '0.name', undefined],
    [
      'no calendar row',
      { maintain_group_id: undefined },
      '0.maintain_group_id',
      'validation.required',
    ],
    ['area id as text', { postalAreas: ['1'] }, '0.postalAreas.0', 'validation.not_a_number'],
  ])('cleaners: %s', (_label, patch, field, expected) => {
    expect(errorsOf(saveCleanersInputSchema, [{ ...cleaner, ...patch }])[field]).toBe(expected);
  });
});

describe('settings: duplicates', () => {
  it.each<[string, unknown, string, string]>([
    [
      'a code twice in one area',
      [{ name: 'A', postalCodes: ['00100', '00120', '00100'] }],
      '0.postalCodes.2',
      'validation.duplicate',
    ],
    [
      'two areas of one name (letter case aside)',
      [
        { name: 'Kerava', postalCodes: [] },
        { name: ' KERAVA ', postalCodes: [] },
      ],
      '1.name',
      'validation.name_taken',
    ],
    [
      'one area twice',
      [
        { id: 3, name: 'A', postalCodes: [] },
        { id: 3, name: 'B', postalCodes: [] },
      ],
      '1.id',
      'validation.duplicate',
    ],
    [
      'a name of 129 characters',
      [{ name: 'x'.repeat(129), postalCodes: [] }],
      '0.name',
      'validation.text_too_long',
    ],
  ])('postal areas: %s', (_label, input, field, expected) => {
    expect(errorsOf(savePostalAreasInputSchema, input)[field]).toBe(expected);
  });

  it.each<[string, unknown, string, string]>([
    [
      'an area twice for one washer',
      [{ name: 'P', address: '', maintain_group_id: 7, postalAreas: [1, 2, 1] }],
      '0.postalAreas.2',
      'validation.duplicate',
    ],
    [
      'two washers of one maintainer',
      [
        { name: 'P', address: '', maintain_group_id: 7, postalAreas: [] },
        { name: 'Q', address: '', maintain_group_id: 7, postalAreas: [] },
      ],
      '1.maintain_group_id',
      'validation.maintainer_taken',
    ],
  ])('cleaners: %s', (_label, input, field, expected) => {
    expect(errorsOf(saveCleanersInputSchema, input)[field]).toBe(expected);
  });

  it('keeps a stored washer without a maintainer valid and drops the read-only calendar id', () => {
    const parsed = saveCleanersInputSchema.parse([
      { id: 4, name: ' P ', address: '', maintain_group_id: null, postalAreas: [], calendar_id: 9 },
    ]);
    expect(parsed).toEqual([
      { id: 4, name: 'P', address: '', maintain_group_id: null, postalAreas: [] },
    ]);
  });
});
