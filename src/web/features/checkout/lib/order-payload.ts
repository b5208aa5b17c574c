import type { ContactForm } from '#contracts/contact-form.ts';
import type { BodyOf } from '#contracts/endpoints/endpoint.ts';
import type { CustomerEndpoints } from '#contracts/endpoints/customer.ts';
import type { MallCleaningSet, MallName } from '#contracts/order.ts';
import type { MallChoice, OrderState } from '#web/stores/order-store.ts';
import { siteLanguageOf } from '#contracts/site-pages.ts';

/** The POST order body from the order being built and the contact form (customer spec section 3). */
export function buildOrderPayload(
  state: OrderState,
  form: ContactForm,
  language: string,
): BodyOf<CustomerEndpoints['createOrder']> {
  const q = state.quantities;
  return {
    windows: q.windows
      .filter((w) => w.amount > 0)
      .map((w) => ({ windowId: w.windowId, amount: w.amount })),
    balconyGlassAmount: q.balconyGlassAmount,
    balconyGlassCurtain: q.balconyGlassCurtain,
    balconyRailings: q.balconyRailings,
    balconyRailingMeters: q.balconyRailingMeters,
    balconyRailingsObstacle: q.balconyRailingsObstacle,
    terraceGlassAmount: q.terraceGlassAmount,
    terraceRoof: q.terraceRoof,
    miscSealAmount: q.miscSealAmount,
    miscFastenerAmount: q.miscFastenerAmount,
    highGlassAmount: q.highGlassAmount,
    highOpeningAmount: q.highOpeningAmount,
    additionalInfo: state.additionalInfo,
    language: siteLanguageOf(language),
    // The contact page opens only with a chosen time; were it gone, the server refuses the
    // empty values by field and the page says the time was taken.
    shippingDay: state.shippingDay ?? '',
    cleanerId: state.cleanerId ?? 0,
    ...(state.starting ? { starting: state.starting } : {}),
    ...(state.discount ? { discountCode: state.discount.code } : {}),
    address: form,
  };
}
export type OrderPayload = BodyOf<CustomerEndpoints['createOrder']>;

/**
 * The POST mallorder body: the display windows as the order's only window row, the
 * centre, set and starting month, and the contact form (customer spec sections 3 and 7).
 */
export function buildMallOrderPayload(
  mall: MallChoice,
  displayWindowId: number,
  form: ContactForm,
  language: string,
): BodyOf<CustomerEndpoints['createMallOrder']> {
  return {
    windows: [{ windowId: displayWindowId, amount: mall.windows }],
    language: siteLanguageOf(language),
    mall_name: mall.mall_name as MallName,
    mall_starting_month: mall.starting_month,
    mall_cleaning_set: mall.cleaning_set as MallCleaningSet,
    address: form,
  };
}
export type MallOrderPayload = BodyOf<CustomerEndpoints['createMallOrder']>;

/** A random idempotency key (32 hex digits). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
