import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  centsToEuros,
  errorResponseSchema,
  eurosSchema,
  eurosToCents,
  idParamSchema,
  isoDateSchema,
  isoInstantSchema,
  isoMonthSchema,
  positiveEurosSchema,
  quantitySchema,
  railingMetersSchema,
  timeOfDaySchema,
} from './common';

const messageOf = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues[0]?.message;

describe('shared schemas', () => {
  it.each<[string, z.ZodType, unknown, string | undefined]>([
    ['euros, 2 decimals', eurosSchema, 19.99, undefined],
    ['euros, negative', eurosSchema, -30, undefined],
    ['euros, 3 decimals', eurosSchema, 19.999, 'validation.too_many_decimals'],
    ['euros, 1.005', eurosSchema, 1.005, 'validation.too_many_decimals'],
    ['euros, a string', eurosSchema, '19.99', 'validation.not_a_number'],
    ['euros, missing', eurosSchema, undefined, 'validation.required'],
    ['euros, empty number input', eurosSchema, Number.NaN, 'validation.required'],
    ['positive euros, 0.01', positiveEurosSchema, 0.01, undefined],
    ['positive euros, 0', positiveEurosSchema, 0, 'validation.must_be_positive_euros'],
    ['quantity 9999', quantitySchema, 9999, undefined],
    ['quantity 10000', quantitySchema, 10000, 'validation.too_large'],
    ['quantity -1', quantitySchema, -1, 'validation.negative'],
    ['quantity 1.5', quantitySchema, 1.5, 'validation.not_integer'],
    ['railing metres 999', railingMetersSchema, 999, undefined],
    ['railing metres 1000', railingMetersSchema, 1000, 'validation.too_large'],
    ['date', isoDateSchema, '2028-02-29', undefined],
    ['date, not a leap year', isoDateSchema, '2027-02-29', 'validation.date_invalid'],
    ['date, Finnish format', isoDateSchema, '6.5.2025', 'validation.date_invalid'],
    ['month', isoMonthSchema, '2025-12', undefined],
    ['month 13', isoMonthSchema, '2025-13', 'validation.month_invalid'],
    ['instant with offset', isoInstantSchema, '2025-05-06T08:00:00+03:00', undefined],
    ['instant in UTC', isoInstantSchema, '2025-05-06T05:00:00.000Z', undefined],
    [
      'instant without zone',
      isoInstantSchema,
      '2025-05-06T08:00:00',
      'validation.datetime_invalid',
    ],
    ['time 08:30', timeOfDaySchema, '08:30', undefined],
    ['time 24:00', timeOfDaySchema, '24:00', 'validation.time_invalid'],
    ['time 8:30', timeOfDaySchema, '8:30', 'validation.time_invalid'],
    ['id param "12"', idParamSchema, '12', undefined],
    ['id param "0"', idParamSchema, '0', 'validation.must_be_positive'],
    ['id param "abc"', idParamSchema, 'abc', 'validation.not_a_number'],
  ])('%s', (_label, schema, input, expected) => {
    expect(messageOf(schema, input)).toBe(expected);
  });

  it('converts euros and cents exactly', () => {
    for (const cents of [0, 1, 29, 790, 1999, 4900, -3000, -790, 123456789]) {
      expect(eurosToCents(centsToEuros(cents))).toBe(cents);
    }
    expect(eurosToCents(19.99)).toBe(1999);
    expect(eurosToCents(0.29)).toBe(29);
  });

  it('describes the error answer', () => {
    const answer = {
      error: 'VALIDATION_FAILED',
      message: 'Tarkista tiedot',
      fields: { 'a.b': 'x' },
    };
    expect(errorResponseSchema.safeParse(answer).success).toBe(true);
    expect(errorResponseSchema.safeParse({ ...answer, error: 'validationFailed' }).success).toBe(
      false,
    );
  });
});
