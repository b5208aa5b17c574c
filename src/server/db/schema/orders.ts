import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  time,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orderStatuses } from '#contracts/checkout.ts';
import { languages } from '#contracts/messages.ts';
import { jobProgressSteps } from '#contracts/washer-day.ts';
import type { OrderQuantities } from '#domain/order/order-quantities.ts';
import { createdAt, instant, oneOf } from './columns';
import { discounts } from './discounts';

/** The person who ordered: one row per order as entered (customers are not accounts). */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    created: createdAt(),
  },
  (t) => [index('customers_email_lower_idx').on(sql`lower(${t.email})`)],
);

/** The statuses are the API's list (contracts/checkout.ts), checked by orders_status_check. */
export { orderStatuses };
export const paymentTypes = ['bill', 'online'] as const;
export const invoiceChannels = ['none', 'email', 'paper', 'einvoice'] as const;
/** The customer's languages (Swedish since issue 26): checked by orders_language_check. */
export const orderLanguages = languages;
export const customerKinds = ['private', 'company', 'mall'] as const;
export const discountTypes = ['percent', 'fixed'] as const;
export const mallCleaningSets = ['maintain', 'basic', 'shine'] as const;

/**
 * An order as stored: the totals and lines the server computed (never the browser's),
 * plus the raw quantities so an order can be re-priced or audited later.
 * cleaner_id is the washer's id, or 9999 for mall orders; it has no foreign key
 * because an order outlives the washer who did it.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Unguessable reference shown to the customer and to payment (never the sequential id). */
    reference: text('reference')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    status: text('status', { enum: orderStatuses }).notNull().default('awaiting_payment'),
    easoftOrderId: text('easoft_order_id'),
    created: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    /** Helsinki calendar day (YYYY-MM-DD); null for mall orders, which have a starting month. */
    shippingDay: date('shipping_day', { mode: 'string' }),
    /** Helsinki wall-clock start (HH:mm:ss) on shipping_day. */
    startTime: time('start_time'),
    /** Minutes of work. */
    washingTime: integer('washing_time').notNull().default(0),
    cleanerId: integer('cleaner_id'),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    customerKind: text('customer_kind', { enum: customerKinds }).notNull().default('private'),
    companyName: text('company_name'),
    companyVat: text('company_vat'),
    companyEinvoiceAddress: text('company_einvoice_address'),
    companyOperatorId: text('company_operator_id'),
    paymentType: text('payment_type', { enum: paymentTypes }).notNull(),
    invoiceChannel: text('invoice_channel', { enum: invoiceChannels }).notNull().default('none'),
    discountId: integer('discount_id').references(() => discounts.id, { onDelete: 'set null' }),
    discountCode: text('discount_code'),
    discountAmountCents: integer('discount_amount_cents').notNull().default(0),
    discountType: text('discount_type', { enum: discountTypes }),
    basePriceCents: integer('base_price_cents').notNull(),
    totalPriceCents: integer('total_price_cents').notNull(),
    totalPriceAfterDiscountCents: integer('total_price_after_discount_cents').notNull(),
    additionalInfo: text('additional_info'),
    marketingPermission: boolean('marketing_permission').notNull().default(false),
    repeatedOrder: boolean('repeated_order').notNull().default(false),
    /** Months between repeated cleanings (3, 6, 9 or 12). */
    cleanInterval: integer('clean_interval'),
    internationalCleaner: boolean('international_cleaner').notNull().default(false),
    language: text('language', { enum: orderLanguages }).notNull().default('fi'),
    mallName: text('mall_name'),
    /** First month of a mall contract, YYYY-MM. */
    mallStartingMonth: text('mall_starting_month'),
    mallCleaningSet: text('mall_cleaning_set', { enum: mallCleaningSets }),
    /** Client-chosen key that makes a retried "create order" return the first order. */
    idempotencyKey: text('idempotency_key'),
    quantities: jsonb('quantities').$type<OrderQuantities>().notNull(),
    /**
     * When the personal data of this order (customer, addresses, message) was replaced, on
     * the customer's request or by the retention job; amounts, lines and dates stay.
     */
    anonymisedAt: instant('anonymised_at'),
    /** When and why the order was cancelled (by staff, the customer or the payment hold). */
    cancelledAt: instant('cancelled_at'),
    cancelReason: text('cancel_reason'),
    /**
     * What the cancellation charges (decision 068: the late share of the terms, in cents; 0
     * when free or settled by the office): what a cancelled order still owes (decision 094).
     */
    cancellationChargeCents: integer('cancellation_charge_cents').notNull().default(0),
    /** When the job was marked done. */
    doneAt: instant('done_at'),
    /**
     * The order's number for people (K-2026-004217): the Helsinki year it was stored and the
     * next number of that year from order_number_counters, taken in the transaction that
     * stores the order (issue 24, migration 0019), so a refused order uses none.
     */
    orderNumber: text('order_number').notNull(),
    /**
     * SHA-256 (hex) of the token in the link of the customer's own order page
     * (/tilaus/<token>); null until one is made. The token itself is only in the mail.
     */
    manageTokenHash: text('manage_token_hash'),
    /**
     * The consumer asked the work to start within the 14-day withdrawal period, and so pays
     * for work done if they withdraw (Consumer Protection Act ch. 6; the contact page's box).
     */
    earlyStartRequested: boolean('early_start_requested').notNull().default(false),
    /**
     * The order page's token sealed with SECRET_KEY (secret-box, purpose 'manage-token'),
     * so that later mails (reminder, move, cancellation, next visit) carry the page's link;
     * the hash above stays the lookup key (decision 053).
     */
    manageTokenSealed: text('manage_token_sealed'),
    /** A next visit (status 'proposed' until confirmed): the recurring order it follows. */
    proposalOf: integer('proposal_of'),
    /** When an unconfirmed proposal frees its time (a week after it was made). */
    proposalExpiresAt: instant('proposal_expires_at'),
    /**
     * What the washer last reported from the field (decision 058): on_the_way, started, done
     * or not_done; null before anything. Each step is also in the order's history.
     */
    progress: text('progress', { enum: jobProgressSteps }),
    progressAt: instant('progress_at'),
    /**
     * The invoice's day for an invoice order (issue 24): the due date is this plus the terms'
     * days; null means the job's day.
     */
    invoicedOn: date('invoiced_on', { mode: 'string' }),
    /**
     * An order that may not be deleted (a payment, a done job, an ERP export) is voided
     * instead (issue 24): it stays in history and reports, left out of lists by default.
     */
    voidedAt: instant('voided_at'),
    voidReason: text('void_reason'),
    voidedByName: text('voided_by_name'),
    /**
     * The job's calendar event (issue 25): a random UID that stays with the order wherever the
     * database is restored, and the iCalendar SEQUENCE, raised each time the job's time changes
     * or it is cancelled, so calendars update the one event they hold.
     */
    calendarUid: text('calendar_uid')
      .notNull()
      .default(sql`gen_random_uuid()::text`),
    calendarSequence: integer('calendar_sequence').notNull().default(0),
  },
  (t) => [
    uniqueIndex('orders_reference_idx').on(t.reference),
    uniqueIndex('orders_idempotency_key_idx').on(t.idempotencyKey),
    uniqueIndex('orders_order_number_idx').on(t.orderNumber),
    uniqueIndex('orders_manage_token_hash_idx').on(t.manageTokenHash),
    // One next visit per order, whichever process plans it first (decision 053).
    uniqueIndex('orders_proposal_of_idx').on(t.proposalOf),
    index('orders_cleaner_day_idx').on(t.cleanerId, t.shippingDay),
    index('orders_created_idx').on(t.created.desc()),
    // Reports by job day (issue 24): earned and hours over a period.
    index('orders_shipping_day_idx').on(t.shippingDay),
    index('orders_customer_idx').on(t.customerId),
    index('orders_status_idx').on(t.status),
    oneOf('orders_status_check', t.status, orderStatuses),
    oneOf('orders_payment_type_check', t.paymentType, paymentTypes),
    oneOf('orders_invoice_channel_check', t.invoiceChannel, invoiceChannels),
    oneOf('orders_language_check', t.language, orderLanguages),
    oneOf('orders_customer_kind_check', t.customerKind, customerKinds),
    oneOf('orders_discount_type_check', t.discountType, discountTypes),
    oneOf('orders_mall_cleaning_set_check', t.mallCleaningSet, mallCleaningSets),
    oneOf('orders_progress_check', t.progress, jobProgressSteps),
  ],
);
