import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues } from 'react-hook-form';
import {
  contactFormSchema,
  type ContactForm,
  type ContactFormInput,
} from '#contracts/contact-form.ts';
import { useOrderStore } from '#web/stores/order-store.ts';
import { useCityFromPostalCode } from './use-city-from-postal-code';

/**
 * Every field of the form with its starting value; what the customer typed wins. No
 * payment method is chosen in advance: Finnish consumer law allows no pre-selected
 * payment method (decision 023), so the customer picks one.
 */
function initialValues(): DefaultValues<ContactFormInput> {
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

/**
 * The contact form (react-hook-form with the shared zod schema; messages are keys). What
 * the customer types is kept in the order store (sessionStorage), so a reload or a failed
 * order loses nothing; 'company' is shared with the calculator's deduction.
 */
export function useContactForm() {
  const form = useForm<ContactFormInput, unknown, ContactForm>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: initialValues(),
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  const { subscribe, setValue, getValues } = form;

  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values, name }) => {
          const patch = useOrderStore.getState().patch;
          patch({ contact: values as Record<string, unknown> });
          if (name === 'company') patch({ company: values.company === true });
          // Unchecking company while e-invoice is chosen goes back to online payment (customer spec section 4).
          if (name === 'company' && !values.company && getValues('invoice_channel') === 'evoice') {
            setValue('paymentType', 'ONLINE');
            setValue('invoice_channel', 'post');
          }
        },
      }),
    [subscribe, setValue, getValues],
  );
  useCityFromPostalCode(form);

  return form;
}
export type ContactFormApi = ReturnType<typeof useContactForm>;
