import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { saveDisabledDatesInputSchema } from './calendar';
import { contactFormSchema } from './contact-form';
import { billingContact, eInvoiceContact } from './contact-form.fixture';
import { updateCounterInputSchema } from './counter';
import { defaultCounterApi } from './counter-api.fixture';
import { discountFormSchema, validateDiscountInputSchema } from './discount';
import { isMessageKey } from './messages';
import { notificationFormSchema } from './notification';
import { createMallOrderInputSchema, createOrderInputSchema } from './order';
import { updateOrderInputSchema } from './order-stored';
import {
  checkoutParamsSchema,
  createPaymentInputSchema,
  updatePaymentInputSchema,
} from './payment';
import { saveCleanersInputSchema, savePostalAreasInputSchema } from './settings';
import { createUserFormSchema, loginInputSchema, updateUserFormSchema } from './user';

const block = {
  id: 'new-1',
  start_datetime: '2025-05-06T08:00:00+03:00',
  end_datetime: '2025-05-06T15:59:00+03:00',
  modifier: null,
  maintaining_group_id: 3,
};
const day = { shippingDay: '2025-05-06', cleanerId: 3, starting: '08:00', discountCode: 'KEVÄT25' };
const windows = [{ windowId: 1, amount: 2, name: 'Ikkuna', price: 7.9, discount_price: 7.9 }];
const user = {
  name: 'Ann',
  email: 'ann@example.fi',
  password: 'salasana',
  passwordConfirmation: 'salasana',
};

/** Every input schema with a valid sample; each leaf of the sample is then replaced by junk. */
const samples: [string, z.ZodType, unknown][] = [
  [
    'contact form',
    contactFormSchema,
    { ...eInvoiceContact, ...billingContact, company: true, invoice_channel: 'evoice' },
  ],
  ['order', createOrderInputSchema, { windows, ...day, address: eInvoiceContact }],
  [
    'mall order',
    createMallOrderInputSchema,
    {
      windows,
      mall_name: 'itis',
      mall_starting_month: '2026-01',
      mall_cleaning_set: 'basic',
      address: billingContact,
    },
  ],
  ['counter', updateCounterInputSchema, defaultCounterApi],
  [
    'discount form',
    discountFormSchema,
    {
      code: 'ABCD',
      type: 'percent',
      discount: 5,
      limit: 1,
      active: true,
      from: '2025-01-01',
      to: '2025-02-01',
    },
  ],
  ['discount validate', validateDiscountInputSchema, { code: 'ABCD' }],
  [
    'notification form',
    notificationFormSchema,
    {
      type: 'INFO',
      message: 'm',
      extra_info: 'e',
      start_showing: block.start_datetime,
      stop_showing: block.end_datetime,
    },
  ],
  ['user create', createUserFormSchema, user],
  ['user edit', updateUserFormSchema, user],
  ['login', loginInputSchema, { email: user.email, password: user.password }],
  [
    'order edit',
    updateOrderInputSchema,
    {
      id: 1,
      shipping_day: '2025-05-06',
      cleanerId: 2,
      customer_id: { name: 'Ann Lee', phone: '0401234567', email: user.email },
      addresses: [
        {
          type: 'billing',
          name: 'Ann',
          street_address: 'Tie 1',
          postal_code: '00100',
          city: 'Ii',
          message: 'x',
        },
      ],
      additional_info: '',
    },
  ],
  ['calendar blocks', saveDisabledDatesInputSchema, [block]],
  ['postal areas', savePostalAreasInputSchema, [{ id: 1, name: 'Espoo', postalCodes: ['02100'] }]],
  [
    'cleaners',
    saveCleanersInputSchema,
    [{ id: 1, name: 'P', address: 'A', maintain_group_id: 2, postalAreas: [1] }],
  ],
  [
    'payment create',
    createPaymentInputSchema,
    {
      customer_email: user.email,
      order_id: 'abcdef',
      successRedirectUrl: 'https://a.fi/s',
      cancelRedirectUrl: 'https://a.fi/c',
    },
  ],
  ['payment update', updatePaymentInputSchema, { order_id: 'abcdef', provider_name: 'Nordea' }],
  [
    'checkout params',
    checkoutParamsSchema,
    {
      'checkout-account': '1',
      'checkout-algorithm': 'sha512',
      'checkout-amount': '1',
      'checkout-provider': 'p',
      'checkout-reference': 'r',
      'checkout-stamp': 's',
      'checkout-status': 'ok',
      'checkout-transaction-id': 't',
      signature: 's',
    },
  ],
];

const junk: unknown[] = [
  undefined,
  null,
  '',
  ' ',
  'x',
  'x'.repeat(3000),
  0,
  -1,
  1.234,
  1e7,
  Number.NaN,
  true,
  [],
  {},
  ['x'],
  [{}],
];

function* leafPaths(value: unknown, path: string[] = []): Generator<string[]> {
  yield path;
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) yield* leafPaths(child, [...path, key]);
  }
}

function replaced(sample: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(sample) as Record<string, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path[path.length - 1] as string] = value;
  return copy;
}

describe('validation messages of the input schemas', () => {
  it.each(samples)(
    '%s: the sample is valid and every issue of junk input is a message key',
    (_name, schema, sample) => {
      expect(schema.safeParse(sample).error?.issues ?? []).toEqual([]);
      const unknownMessages = new Set<string>();
      for (const path of leafPaths(sample)) {
        for (const value of junk) {
          for (const issue of schema.safeParse(replaced(sample, path, value)).error?.issues ?? []) {
            if (!isMessageKey(issue.message))
              unknownMessages.add(`${path.join('.')}: ${issue.message}`);
          }
        }
      }
      expect([...unknownMessages]).toEqual([]);
    },
  );
});

describe('OpenAPI', () => {
  it.each(samples)('%s converts to JSON Schema for the route documentation', (_name, schema) => {
    expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
  });
});
