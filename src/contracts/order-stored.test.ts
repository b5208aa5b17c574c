import { describe, expect, it } from 'vitest';
import { firstIssueByPath } from './messages';
import { storedOrderSchema, updateOrderInputSchema } from './order-stored';

const address = {
  type: 'shipping',
  name: 'Matti Meikäläinen',
  street_address: 'Mannerheimintie 1',
  postal_code: '00100',
  city: 'Helsinki',
  message: null,
};

const stored = {
  id: 17,
  reference: 'k3J9x2Qw7LmN',
  order_number: 'K-2026-000042',
  easoft_order_id: null,
  created: '2025-05-02T07:15:00.000Z',
  shipping_day: '2025-05-06',
  starting: '08:00',
  customer_id: { name: 'Matti Meikäläinen', phone: '+358401234567', email: 'matti@example.fi' },
  addresses: [address],
  order_items: [
    { name: 'Perushinta', amount: 1, price: 49, discount_price: 49, easoft_item_id: '700450' },
    {
      name: 'Verkkokauppa-alennus',
      amount: 1,
      price: -30,
      discount_price: -30,
      easoft_item_id: '700651',
    },
  ],
  company_name: null,
  company_vat: null,
  company_einvoice_address: null,
  company_operator_id: null,
  payment_type: 'online',
  invoice_channel: 'none',
  discount_code: null,
  discount_amount: null,
  discount_type: null,
  base_price: 49,
  total_price: 91.1,
  total_price_after_discount: 91.1,
  additional_info: '',
  cleanerId: 3,
  washing_time: 95,
  marketing_permission: false,
  repeated_order: true,
  clean_interval: 6,
  international_cleaner: false,
  language: 'fi',
};

describe('storedOrderSchema', () => {
  it('describes an order as returned, discount lines negative', () => {
    expect(storedOrderSchema.parse(stored)).toEqual(stored);
  });

  it('refuses a stored order with 3-decimal money', () => {
    expect(storedOrderSchema.safeParse({ ...stored, total_price: 91.105 }).success).toBe(false);
  });
});

describe('updateOrderInputSchema (back office order edit)', () => {
  const edit = {
    id: 17,
    shipping_day: '2025-05-07',
    customer_id: { name: 'Matti Meikäläinen', phone: '040 123 4567' },
    addresses: [address],
  };
  const errorsOf = (input: unknown) =>
    firstIssueByPath(updateOrderInputSchema.safeParse(input).error?.issues ?? []);

  it.each<[string, Record<string, unknown>, string, string | undefined]>([
    ['valid edit', {}, 'id', undefined],
    ['no day', { shipping_day: undefined }, 'shipping_day', 'validation.required'],
    [
      'no name',
      { customer_id: { name: '', phone: '040 123 4567' } },
      'customer_id.name',
      'validation.required',
    ],
    ['no phone', { customer_id: { name: 'Matti M' } }, 'customer_id.phone', 'validation.required'],
    [
      'no city',
      { addresses: [{ ...address, city: '' }] },
      'addresses.0.city',
      'validation.required',
    ],
    [
      'no street',
      { addresses: [{ ...address, street_address: ' ' }] },
      'addresses.0.street_address',
      'validation.required',
    ],
    [
      'bad postal code',
      { addresses: [{ ...address, postal_code: '100' }] },
      'addresses.0.postal_code',
      'validation.postal_code_digits',
    ],
  ])('%s', (_label, patch, field, expected) => {
    expect(errorsOf({ ...edit, ...patch })[field]).toBe(expected);
  });
});
