import { describe, expect, it } from 'vitest';
import { discountFormSchema, validateDiscountInputSchema } from './discount';
import { firstIssueByPath } from './messages';

const form = {
  code: 'KEVÄT25',
  type: 'percent',
  discount: 10,
  limit: 100,
  active: true,
  from: '2025-04-01',
  to: '2025-05-31',
};
const errorsOf = (input: unknown) =>
  firstIssueByPath(discountFormSchema.safeParse(input).error?.issues ?? []);

describe('discountFormSchema', () => {
  it.each<[string, Record<string, unknown>, string, string | undefined]>([
    ['code of 4', { code: 'ABCD' }, 'code', undefined],
    ['code of 3', { code: 'ABC' }, 'code', 'validation.code_too_short'],
    ['code of 12', { code: 'A'.repeat(12) }, 'code', undefined],
    ['code of 13', { code: 'A'.repeat(13) }, 'code', 'validation.code_too_long'],
    ['code missing', { code: '' }, 'code', 'validation.required'],
    ['code with a space', { code: 'KEVÄT 25' }, 'code', 'validation.code_characters'],
    ['code of spaces', { code: '    ' }, 'code', 'validation.required'],
    ['type UNDEFINED', { type: 'UNDEFINED' }, 'type', 'validation.invalid_value'],
    ['type missing', { type: undefined }, 'type', 'validation.required'],
    ['discount missing', { discount: undefined }, 'discount', 'validation.required'],
    ['discount 0', { discount: 0 }, 'discount', 'validation.must_be_positive'],
    ['percent 100', { discount: 100 }, 'discount', undefined],
    ['percent 101', { discount: 101 }, 'discount', 'validation.percent_out_of_range'],
    ['fixed 150 euros', { type: 'fixed', discount: 150 }, 'discount', undefined],
    [
      'fixed 3 decimals',
      { type: 'fixed', discount: 10.005 },
      'discount',
      'validation.too_many_decimals',
    ],
    ['percent 10.5', { discount: 10.5 }, 'discount', 'validation.not_integer'],
    ['percent 1', { discount: 1 }, 'discount', undefined],
    ['fixed 0.01 euros', { type: 'fixed', discount: 0.01 }, 'discount', undefined],
    ['fixed 12.5 euros', { type: 'fixed', discount: 12.5 }, 'discount', undefined],
    ['no limit', { limit: null }, 'limit', undefined],
    ['limit left out', { limit: undefined }, 'limit', undefined],
    ['limit 1', { limit: 1 }, 'limit', undefined],
    ['limit 0', { limit: 0 }, 'limit', 'validation.must_be_positive'],
    ['limit 1.5', { limit: 1.5 }, 'limit', 'validation.not_integer'],
    ['limit NaN (an emptied number input)', { limit: Number.NaN }, 'limit', 'validation.required'],
    ['from missing', { from: undefined }, 'from', 'validation.required'],
    ['to missing', { to: '' }, 'to', 'validation.required'],
    ['one-day discount', { to: '2025-04-01' }, 'to', undefined],
    ['to before from', { to: '2025-03-31' }, 'to', 'validation.date_range_invalid'],
  ])('%s', (_label, patch, field, expected) => {
    expect(errorsOf({ ...form, ...patch })[field]).toBe(expected);
  });
});

describe('discountFormSchema output', () => {
  it('trims the code and writes it in capitals; limit defaults to none, active to on', () => {
    const { limit: _l, active: _a, ...rest } = form;
    expect(discountFormSchema.parse({ ...rest, code: ' kevät25 ' })).toMatchObject({
      code: 'KEVÄT25',
      limit: null,
      active: true,
    });
  });

  it('drops applied, user_id and id sent by a client', () => {
    const parsed = discountFormSchema.parse({ ...form, applied: 5, user_id: 9, id: 3 });
    expect(parsed).not.toHaveProperty('applied');
    expect(parsed).not.toHaveProperty('user_id');
    expect(parsed).not.toHaveProperty('id');
  });
});

describe('validateDiscountInputSchema', () => {
  it.each([
    [' KEVÄT25 ', true],
    ['ABCD', true],
    ['ABC', false],
    ['A'.repeat(13), false],
  ])('%j valid: %s', (code, expected) => {
    expect(validateDiscountInputSchema.safeParse({ code }).success).toBe(expected);
  });
});
