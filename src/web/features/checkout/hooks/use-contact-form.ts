import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { ContactForm, ContactFormInput } from '#contracts/contact-form.ts';
import { useOrderStore } from '#web/stores/order-store.ts';
import { initialValues } from '../lib/contact-initial-values';
import { contactResolver, loadContactValidation } from '../lib/contact-resolver';
import { useCityFromPostalCode } from './use-city-from-postal-code';

/**
 * The contact form (react-hook-form with the shared zod schema; messages are keys). What
 * the customer types is kept in the order store (sessionStorage), so a reload or a failed
 * order loses nothing; 'company' is shared with the calculator's deduction. The validation
 * is loaded once the form is on the screen (decision 093).
 */
export function useContactForm() {
  const form = useForm<ContactFormInput, unknown, ContactForm>({
    resolver: contactResolver,
    defaultValues: initialValues(),
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  const { subscribe, setValue, getValues } = form;

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((load: () => void) => setTimeout(load, 1));
    idle(() => void loadContactValidation().catch(() => undefined));
  }, []);

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
