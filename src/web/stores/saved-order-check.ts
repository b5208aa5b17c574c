/**
 * Whether the saved order (the tab's copy, or the device's, decision 070) has the shape the pages expect
 * (issue 15: a saved order that lacked a field sent the landing page into a loop of 404
 * answers). Hand-written rather than a zod schema: the order store is on the landing page,
 * whose first load has no zod (bench/README.md). A saved order that fails is dropped, and
 * the customer is told (app/app.tsx).
 */
import { emptyQuantities } from '#domain/order/order-quantities.ts';

type Check = (value: unknown) => boolean;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const count: Check = (v) => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const text: Check = (v) => typeof v === 'string';
const nullable =
  (check: Check): Check =>
  (v) =>
    v === null || check(v);
const oneOf =
  (...values: unknown[]): Check =>
  (v) =>
    values.includes(v);
const shape =
  (fields: Record<string, Check>, optional: Record<string, Check> = {}): Check =>
  (v) =>
    isRecord(v) &&
    Object.entries(fields).every(([key, check]) => check(v[key])) &&
    Object.entries(optional).every(([key, check]) => v[key] === undefined || check(v[key]));

const windowAmount = shape({ windowId: count, amount: count });
const quantityChecks = Object.fromEntries(
  Object.entries(emptyQuantities).map(([key, value]): [string, Check] => [
    key,
    Array.isArray(value)
      ? (v) => Array.isArray(v) && v.every(windowAmount)
      : typeof value === 'number'
        ? count
        : value === null
          ? nullable((v) => typeof v === 'boolean')
          : (v) => typeof v === 'boolean',
  ]),
);

/**
 * A field the saved order lacks keeps the empty order's value (an order saved before the
 * field existed); a field it has must be whole and of its type.
 */
const savedOrder = shape(
  {},
  {
    quantities: shape(quantityChecks),
    additionalInfo: text,
    discount: nullable(shape({ code: text, type: oneOf('PERCENT', 'FIXED'), discount: count })),
    shippingDay: nullable(text),
    starting: nullable(text),
    cleanerId: nullable(count),
    address: shape(
      { postalCode: (v) => v === null || v === false || text(v) },
      { streetAddress: text, city: text },
    ),
    mall: nullable(
      shape({
        mall_name: text,
        cleaning_set: oneOf('maintain', 'basic', 'shine'),
        starting_month: text,
        windows: count,
      }),
    ),
    company: (v) => typeof v === 'boolean',
    contact: nullable(isRecord),
    orderAttempt: nullable(shape({ idempotencyKey: text, fingerprint: text })),
    createdOrder: nullable(
      shape(
        {
          reference: text,
          customer_email: text,
          total_price_after_discount: (v) => typeof v === 'number',
          payment_type: oneOf('bill', 'online'),
          status: text,
        },
        { idempotencyKey: text, order_number: text },
      ),
    ),
  },
);

/** The saved order's state, or null when it does not have the shape of one. */
export function checkedSavedOrder(value: unknown): Record<string, unknown> | null {
  return savedOrder(value) ? (value as Record<string, unknown>) : null;
}
