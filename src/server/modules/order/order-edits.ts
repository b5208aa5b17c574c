/**
 * What an edit of the back office (PUT order/{id}) changed, for the order's history, and
 * the edit's refusals in the form's own field names.
 */
import { AppError } from '#server/lib/app-error.ts';
import type { OrderDetails } from './order.repository';

type Change = { from: unknown; to: unknown };

function contactOf(order: OrderDetails) {
  const address = (type: 'shipping' | 'billing') => {
    const a = order.addresses.find((x) => x.type === type);
    return a
      ? {
          name: a.name,
          street_address: a.streetAddress,
          postal_code: a.postalCode,
          city: a.city,
          message: a.message,
        }
      : null;
  };
  return {
    customer_name: order.customer.name,
    customer_phone: order.customer.phone,
    customer_email: order.customer.email,
    shipping_address: address('shipping'),
    billing_address: address('billing'),
    additional_info: order.additionalInfo ?? '',
    shipping_day: order.shippingDay,
    starting: order.startTime?.slice(0, 5) ?? null,
    cleanerId: order.cleanerId,
    status: order.status,
  };
}

/** The fields that differ between the order before and after, as `{ field: { from, to } }`. */
export function orderEdits(
  before: OrderDetails,
  after: OrderDetails | null,
): Record<string, Change> {
  if (!after) return {};
  const from = contactOf(before);
  const to = contactOf(after);
  const changes: Record<string, Change> = {};
  for (const key of Object.keys(from) as (keyof typeof from)[]) {
    if (JSON.stringify(from[key]) !== JSON.stringify(to[key])) {
      changes[key] = { from: from[key], to: to[key] };
    }
  }
  return changes;
}

/** The edit form's names of the fields that the washer's reservation refuses. */
const editFieldNames: Record<string, string> = { shippingDay: 'shipping_day' };

/** A refusal of the new day as the form knows its fields (shipping_day, not shippingDay). */
export function asEditError(error: unknown): unknown {
  if (!(error instanceof AppError) || !error.fields) return error;
  const fields = Object.fromEntries(
    Object.entries(error.fields).map(([field, key]) => [editFieldNames[field] ?? field, key]),
  );
  return new AppError(error.code, error.message, fields);
}
