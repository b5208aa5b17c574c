/**
 * From a quote to stored order lines: each line gets its name in the order's language
 * (a window its configured title, other lines the label shared with the web app).
 */
import {
  toStoredInvoiceChannel,
  toStoredPaymentType,
  type ContactForm,
} from '#contracts/contact-form.ts';
import type { Language } from '#contracts/messages.ts';
import type { PriceLine } from '#domain/pricing/price-line.ts';
import { windowTitleIn } from '#domain/pricing/window-title.ts';
import type { NewAddress, NewItem } from './order.repository';
import { lineNames } from './order-texts';

export function lineName(line: PriceLine, language: Language): string {
  if (line.title !== undefined) return windowTitleIn({ ...line, title: line.title }, language);
  const key = line.labelKey.replace(/^pricing\.line\./, '');
  return lineNames[language][key] ?? key;
}

export const toStoredItems = (lines: readonly PriceLine[], language: Language): NewItem[] =>
  lines.map((line) => ({
    name: lineName(line, language),
    amount: line.amount,
    priceCents: line.unitPriceCents,
    discountPriceCents: line.discountPriceCents,
    easoftItemId: line.easoftItemId,
  }));

/**
 * The order's columns that come from the contact form, the same for both kinds of order:
 * payment and invoicing (an online order has no invoice channel; the e-invoice address and
 * operator only with e-invoice), the company's details only for a company, and the choices.
 */
export function contactColumnsOf(form: ContactForm) {
  const paymentType = toStoredPaymentType(form.paymentType);
  const invoiceChannel =
    paymentType === 'online' ? 'none' : toStoredInvoiceChannel(form.invoice_channel);
  const isEinvoice = form.company && invoiceChannel === 'einvoice';
  return {
    paymentType,
    invoiceChannel,
    companyName: form.company ? (form.companyName ?? null) : null,
    companyVat: form.company ? (form.companyVat ?? null) : null,
    companyEinvoiceAddress: isEinvoice ? (form.eInvoiceAddress ?? null) : null,
    companyOperatorId: isEinvoice ? (form.operatorId ?? null) : null,
    marketingPermission: form.marketing_permission,
    repeatedOrder: form.repeated_order,
    cleanInterval: form.repeated_order ? form.clean_interval : null,
    internationalCleaner: form.international_cleaner,
    earlyStartRequested: form.early_start,
  };
}

/** Shipping address, and the billing address when the customer said it differs. */
export function addressesOf(form: ContactForm): NewAddress[] {
  const shipping: NewAddress = {
    type: 'shipping',
    name: form.name,
    streetAddress: form.streetAddress,
    postalCode: form.postalCode,
    city: form.city,
    message: form.message === '' ? null : form.message,
  };
  if (!form.billing) return [shipping];
  return [
    shipping,
    {
      type: 'billing',
      name: form.billingName ?? '',
      streetAddress: form.billingStreetAddress ?? '',
      postalCode: form.billingPostalCode ?? '',
      city: form.billingPostalCity ?? '',
      message: null,
    },
  ];
}

/** An address as the API and the ERP speak it (snake_case). */
export const toApiAddress = (a: NewAddress) => ({
  type: a.type,
  name: a.name,
  street_address: a.streetAddress,
  postal_code: a.postalCode,
  city: a.city,
  message: a.message,
});
