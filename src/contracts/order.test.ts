import { describe, expect, expectTypeOf, it } from 'vitest';
import type { OrderQuantities } from '#domain/order/order-quantities.ts';
import { companyContact, privateContact } from './contact-form.fixture';
import { firstIssueByPath } from './messages';
import {
  createMallOrderInputSchema,
  createOrderInputSchema,
  totalQuantity,
  type CreateOrderInput,
} from './order';

const order = {
  windows: [
    {
      windowId: 1,
      name: 'Avattava 4-pintainen',
      amount: 5,
      price: 7.9,
      discount_price: 7.9,
      easoft_item_id: '700101',
    },
  ],
  balconyGlassAmount: 4,
  balconyGlassCurtain: true,
  balconyRailings: true,
  shippingDay: '2025-05-06',
  cleanerId: 3,
  starting: '08:00',
  address: privateContact,
};
const errorsOf = (input: unknown) =>
  firstIssueByPath(createOrderInputSchema.safeParse(input).error?.issues ?? []);

describe('createOrderInputSchema', () => {
  it('accepts an order and fills absent counts and answers', () => {
    const parsed = createOrderInputSchema.parse(order);
    expect(parsed).toMatchObject({
      balconyRailingMeters: 0,
      balconyRailingsObstacle: null,
      terraceRoof: false,
      highOpeningAmount: 0,
      additionalInfo: '',
      language: 'fi',
    });
    expect(totalQuantity(parsed)).toBe(9);
  });

  it('is usable as the domain quantities', () => {
    expectTypeOf<CreateOrderInput>().toExtend<OrderQuantities>();
  });

  it.each<[string, Record<string, unknown>, string, string | undefined]>([
    [
      'nothing to clean',
      { windows: [], balconyGlassAmount: 0 },
      'windows',
      'validation.order_empty',
    ],
    [
      'the terrace roof alone (issue 28)',
      { windows: [], balconyGlassAmount: 0, terraceRoof: true },
      'windows',
      'validation.order_empty',
    ],
    [
      'railing metres only',
      { windows: [], balconyGlassAmount: 0, balconyRailingMeters: 3 },
      'windows',
      undefined,
    ],
    [
      'window amount 10000',
      { windows: [{ windowId: 1, amount: 10000 }] },
      'windows.0.amount',
      'validation.too_large',
    ],
    [
      'window twice',
      {
        windows: [
          { windowId: 1, amount: 1 },
          { windowId: 1, amount: 2 },
        ],
      },
      'windows',
      'validation.invalid_value',
    ],
    [
      'railing metres 1000',
      { balconyRailingMeters: 1000 },
      'balconyRailingMeters',
      'validation.too_large',
    ],
    ['negative count', { terraceGlassAmount: -1 }, 'terraceGlassAmount', 'validation.negative'],
    ['curtain unanswered', { balconyGlassCurtain: null }, 'balconyGlassCurtain', undefined],
    ['no day', { shippingDay: undefined }, 'shippingDay', 'validation.required'],
    [
      'day in Finnish format',
      { shippingDay: '6.5.2025' },
      'shippingDay',
      'validation.date_invalid',
    ],
    ['start 8:00', { starting: '8:00' }, 'starting', 'validation.time_invalid'],
    ['code of 3', { discountCode: 'ABC' }, 'discountCode', 'validation.code_too_short'],
    ['code of 13', { discountCode: 'A'.repeat(13) }, 'discountCode', 'validation.code_too_long'],
    [
      'address rules apply',
      { address: { ...companyContact, companyVat: '2077474-1' } },
      'address.companyVat',
      'validation.vat_invalid',
    ],
    ['language de', { language: 'de' }, 'language', 'validation.invalid_value'],
  ])('%s', (_label, patch, field, expected) => {
    expect(errorsOf({ ...order, ...patch })[field]).toBe(expected);
  });
});

describe('createMallOrderInputSchema', () => {
  const mallOrder = {
    windows: [{ windowId: 4, amount: 12 }],
    mall_name: 'itis',
    mall_starting_month: '2026-01',
    mall_cleaning_set: 'basic',
    address: { ...companyContact, streetAddress: 'ITIS', postalCode: '00930' },
  };
  const mallErrorsOf = (input: unknown) =>
    firstIssueByPath(createMallOrderInputSchema.safeParse(input).error?.issues ?? []);

  it('accepts a mall order without day or cleaner', () => {
    expect(mallErrorsOf(mallOrder)).toEqual({});
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['unknown centre', { mall_name: 'kamppi' }, 'mall_name', 'validation.invalid_value'],
    [
      'month 2026-13',
      { mall_starting_month: '2026-13' },
      'mall_starting_month',
      'validation.month_invalid',
    ],
    ['unknown set', { mall_cleaning_set: 'gold' }, 'mall_cleaning_set', 'validation.invalid_value'],
    ['no windows', { windows: [] }, 'windows', 'validation.order_empty'],
  ])('%s', (_label, patch, field, expected) => {
    expect(mallErrorsOf({ ...mallOrder, ...patch })[field]).toBe(expected);
  });
});
