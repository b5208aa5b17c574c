import { describe, expect, it } from 'vitest';
import {
  contactFormSchema,
  fromStoredInvoiceChannel,
  fromStoredPaymentType,
  toStoredInvoiceChannel,
  toStoredPaymentType,
} from './contact-form';
import { privateContact } from './contact-form.fixture';
import { firstIssueByPath } from './messages';

const errorsOf = (input: unknown) =>
  firstIssueByPath(contactFormSchema.safeParse(input).error?.issues ?? []);

/** field -> [value, expected key or undefined for no error on that field]. */
const rules: Record<string, [unknown, string | undefined][]> = {
  name: [
    ['Li Wu', undefined],
    ['Li W', 'validation.name_too_short'],
    [`${'a'.repeat(27)} ${'b'.repeat(28)}`, undefined],
    [`${'a'.repeat(28)} ${'b'.repeat(28)}`, 'validation.name_too_long'],
    ['Matti', 'validation.name_first_and_last'],
    ['     ', 'validation.required'],
    [undefined, 'validation.required'],
  ],
  phone: [
    ['0401234567', undefined],
    ['09 123 4567', undefined],
    ['+358 40 123 4567', undefined],
    ['+358 40 123 45 678', undefined],
    ['+358 (0)40 123 4567', 'validation.phone_too_long'],
    ['04012', 'validation.phone_invalid'],
    ['123456', 'validation.phone_invalid'],
    ['abcdefg', 'validation.phone_invalid'],
  ],
  email: [
    [`${'a'.repeat(61)}@${'b'.repeat(63)}.fi`, undefined],
    [`${'a'.repeat(62)}@${'b'.repeat(63)}.fi`, 'validation.email_too_long'],
    ['matti.example.fi', 'validation.email_invalid'],
    ['', 'validation.required'],
  ],
  streetAddress: [
    ['Tie1', undefined],
    ['Tie', 'validation.street_address_too_short'],
  ],
  postalCode: [
    ['00100', undefined],
    ['0010', 'validation.postal_code_digits'],
    ['001000', 'validation.postal_code_digits'],
    ['00a00', 'validation.postal_code_digits'],
    ['', 'validation.required'],
  ],
  city: [
    ['Ii', undefined],
    ['H', 'validation.city_too_short'],
  ],
  message: [
    ['x'.repeat(1028), undefined],
    ['x'.repeat(1029), 'validation.message_too_long'],
  ],
  terms: [
    [true, undefined],
    [false, 'validation.terms_required'],
    [undefined, 'validation.required'],
  ],
  invoice_channel: [
    ['post', undefined],
    ['fax', 'validation.invalid_value'],
    [undefined, 'validation.required'],
  ],
  paymentType: [
    ['BILL', undefined],
    ['online', 'validation.invalid_value'],
    [undefined, 'validation.required'],
  ],
  clean_interval: [
    [3, undefined],
    [4, 'validation.invalid_value'],
  ],
};

const cases = Object.entries(rules).flatMap(([field, rows]) =>
  rows.map(([value, expected]) => [field, JSON.stringify(value), value, expected] as const),
);

describe('contactFormSchema, fields of every customer', () => {
  it.each(cases)('%s = %s', (field, _shown, value, expected) => {
    expect(errorsOf({ ...privateContact, [field]: value })[field]).toBe(expected);
  });

  it('accepts a private customer and fills the defaults (interval 12 months)', () => {
    expect(errorsOf(privateContact)).toEqual({});
    expect(contactFormSchema.parse(privateContact)).toMatchObject({
      clean_interval: 12,
      company: false,
      billing: false,
      repeated_order: false,
      international_cleaner: false,
      marketing_permission: false,
      message: '',
    });
  });
});

describe('browser values to stored values', () => {
  it.each([
    ['print', 'paper'],
    ['email', 'email'],
    ['evoice', 'einvoice'],
    ['post', 'none'],
  ] as const)('invoice channel %s is stored as %s and back', (browser, stored) => {
    expect(toStoredInvoiceChannel(browser)).toBe(stored);
    expect(fromStoredInvoiceChannel(stored)).toBe(browser);
  });

  it.each([
    ['ONLINE', 'online'],
    ['BILL', 'bill'],
  ] as const)('payment type %s is stored as %s and back', (browser, stored) => {
    expect(toStoredPaymentType(browser)).toBe(stored);
    expect(fromStoredPaymentType(stored)).toBe(browser);
  });
});
