/**
 * Helpers of the checkout tests: a valid order payload for a free time that the real
 * calendar offers, and the server's own quote of it (to compare with what was stored).
 */
import type { FastifyInstance } from 'fastify';
import type { AvailableDate } from '#contracts/calendar.ts';
import { companyContact, privateContact } from '#contracts/contact-form.fixture.ts';
import type { CounterApi } from '#contracts/counter.ts';
import { counterToDomain } from '#contracts/counter-mapping.ts';
import type { CounterConfig } from '#domain/counter/counter-config.ts';
import type { OrderQuantities } from '#domain/order/order-quantities.ts';
import { emptyQuantities } from '#domain/order/order-quantities.ts';
import { quoteOrder, type QuoteOptions } from '#domain/pricing/quote-order.ts';

export async function counterOf(app: FastifyInstance): Promise<CounterConfig> {
  const res = await app.inject({ method: 'GET', url: '/api/counter/1' });
  return counterToDomain(res.json<CounterApi>());
}

/** Five of the first window type and two balcony glasses. */
export function sampleQuantities(config: CounterConfig): OrderQuantities {
  return {
    ...emptyQuantities,
    windows: [{ windowId: config.windows[0]!.id, amount: 5 }],
    balconyGlassAmount: 2,
  };
}

export async function availableDates(
  app: FastifyInstance,
  postalCode: string,
  minutes: number,
): Promise<AvailableDate[]> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/calendar/validateAndGetAvailableDays/${postalCode}/${Math.ceil(minutes)}`,
  });
  return res.json<AvailableDate[]>();
}

export interface PayloadOptions {
  /** Which offered date to take (0 = the first). */
  dateIndex?: number;
  address?: Record<string, unknown>;
  quantities?: OrderQuantities;
  extra?: Record<string, unknown>;
}

/** A complete POST /api/order body for a time the calendar offers, and its server quote. */
export async function orderPayload(app: FastifyInstance, options: PayloadOptions = {}) {
  const config = await counterOf(app);
  const quantities = options.quantities ?? sampleQuantities(config);
  const address = { ...privateContact, ...options.address };
  const minutes = quoteOrder(config, quantities).washingMinutes;
  const dates = await availableDates(app, String(address.postalCode), minutes);
  const slot = dates[options.dateIndex ?? 0];
  if (!slot) throw new Error(`no free date ${options.dateIndex ?? 0} for ${address.postalCode}`);
  const body = {
    ...quantities,
    shippingDay: slot.date,
    cleanerId: slot.cleanerId,
    starting: slot.starting,
    language: 'fi',
    address,
    ...options.extra,
  };
  const quote = (quoteOptions: QuoteOptions) => quoteOrder(config, quantities, quoteOptions);
  return { body, slot, config, quantities, quote };
}

/**
 * A valid POST mallorder body: a shop at Itis orders the basic set for 12 display windows
 * from 2027-03, billed by e-mail. A mall order books no washer, so it is the cheapest order
 * to repeat (limits, proxies).
 */
export function mallOrderBody(
  displayWindowId: number,
  options: { email?: string; paymentType?: string } = {},
) {
  return {
    windows: [{ windowId: displayWindowId, amount: 12 }],
    mall_name: 'itis',
    mall_starting_month: '2027-03',
    mall_cleaning_set: 'basic',
    language: 'fi',
    address: {
      ...companyContact,
      email: options.email ?? companyContact.email,
      streetAddress: 'Itäkatu 1',
      postalCode: '00930',
      city: 'Helsinki',
      paymentType: options.paymentType ?? 'BILL',
      invoice_channel: 'email',
    },
  };
}
