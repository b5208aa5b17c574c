import type { DefaultValues } from 'react-hook-form';
import type { ContactFormInput } from '#contracts/contact-form.ts';
import { useOrderStore } from '#web/stores/order-store.ts';
import type { PaymentChoiceValues } from '../hooks/use-checkout-quote';

/**
 * Every field of the form with its starting value; what the customer typed wins. No
 * payment method is chosen in advance: Finnish consumer law allows no pre-selected
 * payment method (decision 023), so the customer picks one.
 */
export function initialValues(): DefaultValues<ContactFormInput> {
  const { contact, address, company } = useOrderStore.getState();
  const defaults: DefaultValues<ContactFormInput> = {
    name: '',
    phone: '',
    email: '',
    streetAddress: address.streetAddress ?? '',
    postalCode: typeof address.postalCode === 'string' ? address.postalCode : '',
    city: address.city ?? '',
    message: '',
    terms: false,
    company,
    companyName: '',
    companyVat: '',
    eInvoiceAddress: '',
    operatorId: '',
    billing: false,
    billingName: '',
    billingStreetAddress: '',
    billingPostalCode: '',
    billingPostalCity: '',
    paymentType: undefined,
    invoice_channel: undefined,
    repeated_order: false,
    clean_interval: 12,
    international_cleaner: false,
    marketing_permission: false,
    early_start: false,
  };
  const typed = (contact ?? {}) as Partial<ContactFormInput>;
  // The postal code always comes from the chosen time (the washer serves that code).
  return { ...defaults, ...typed, postalCode: defaults.postalCode };
}

/** What of the form the summary's price depends on. */
export function choiceOf(values: {
  paymentType?: ContactFormInput['paymentType'];
  invoice_channel?: ContactFormInput['invoice_channel'];
  repeated_order?: boolean;
  company?: boolean;
}): PaymentChoiceValues {
  return {
    paymentType: values.paymentType,
    invoiceChannel: values.invoice_channel,
    repeatedOrder: values.repeated_order === true,
    isCompany: values.company === true,
  };
}
