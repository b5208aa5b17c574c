import { describe, expect, it } from 'vitest';
import { firstIssueByPath } from './messages';
import {
  checkoutParamsSchema,
  createPaymentInputSchema,
  requiredCheckoutParams,
  updatePaymentInputSchema,
} from './payment';

/** Paytrail's documented redirect example (reference/paytrail.md, vector C). */
const returned: Record<string, string> = {
  'checkout-account': '375917',
  'checkout-algorithm': 'sha256',
  'checkout-amount': '2964',
  'checkout-stamp': '15336332710015',
  'checkout-reference': '192387192837195',
  'checkout-transaction-id': '4b300af6-9a22-11e8-9184-abb6de7fd2d0',
  'checkout-status': 'ok',
  'checkout-provider': 'nordea',
  signature: 'b2d3ecdda2c04563a4638fcade3d4e77dfdc58829b429ad2c2cb422d0fc64080',
};
const errorsOf = (input: unknown) =>
  firstIssueByPath(checkoutParamsSchema.safeParse(input).error?.issues ?? []);

describe('checkout parameters', () => {
  it('accepts the documented example and keeps unknown checkout-* parameters', () => {
    const extra = { ...returned, 'checkout-settlement-reference': 'abc' };
    expect(checkoutParamsSchema.parse(extra)).toEqual(extra);
  });

  it.each(requiredCheckoutParams)('requires %s', (name) => {
    const { [name]: _omitted, ...rest } = returned;
    expect(errorsOf(rest)).toEqual({ [name]: 'validation.required' });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['amount not an integer', { 'checkout-amount': '29.64' }, 'validation.not_integer'],
    ['algorithm md5', { 'checkout-algorithm': 'md5' }, 'validation.invalid_value'],
    ['a repeated parameter', { 'checkout-status': ['ok', 'fail'] }, 'validation.invalid_value'],
  ])('refuses %s', (_label, patch, expected) => {
    expect(Object.values(errorsOf({ ...returned, ...patch }))).toEqual([expected]);
  });
});

describe('payment calls', () => {
  const create = {
    customer_email: 'matti@example.fi',
    order_id: 'k3J9x2Qw7LmN',
    successRedirectUrl: 'https://ikkunanpesu.example/payment/success',
    cancelRedirectUrl: 'http://localhost:3000/payment/cancel',
  };
  it.each<[string, Record<string, unknown>, boolean]>([
    ['valid', {}, true],
    ['sequential id', { order_id: '17' }, false],
    ['javascript url', { successRedirectUrl: 'javascript:alert(1)' }, false],
    ['no email', { customer_email: '' }, false],
  ])('create payment: %s', (_label, patch, expected) => {
    expect(createPaymentInputSchema.safeParse({ ...create, ...patch }).success).toBe(expected);
  });

  it('registers a provider by name', () => {
    const body = { order_id: 'k3J9x2Qw7LmN', provider_name: 'Nordea' };
    expect(updatePaymentInputSchema.safeParse(body).success).toBe(true);
    expect(updatePaymentInputSchema.safeParse({ ...body, provider_name: ' ' }).success).toBe(false);
  });
});
