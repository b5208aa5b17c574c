import { useEffect, useRef } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { ContactForm, ContactFormInput } from '#contracts/contact-form.ts';
import { cityOfPostalCode, isPostalCode } from '../lib/postal-city';

type Form = UseFormReturn<ContactFormInput, unknown, ContactForm>;
type CityField = 'city' | 'billingPostalCity';

/**
 * Fills `cityField` from a valid postal code (issue 15, point 6), but only while the city
 * is empty or still holds what was filled in here: a city the customer typed stays.
 */
function useFillCity(form: Form, postalCode: unknown, cityField: CityField) {
  const filled = useRef<string | null>(null);
  useEffect(() => {
    if (!isPostalCode(postalCode)) return;
    let isCurrent = true;
    void cityOfPostalCode(postalCode).then((city) => {
      const current = form.getValues(cityField) ?? '';
      if (!isCurrent || !city || (current !== '' && current !== filled.current)) return;
      filled.current = city;
      if (current !== city) {
        form.setValue(cityField, city, { shouldDirty: true, shouldValidate: current !== '' });
      }
    });
    return () => {
      isCurrent = false;
    };
  }, [form, postalCode, cityField]);
}

/** The city and the billing city follow their postal codes on the contact page. */
export function useCityFromPostalCode(form: Form) {
  const [postalCode, billingPostalCode] = useWatch({
    control: form.control,
    name: ['postalCode', 'billingPostalCode'],
  });
  useFillCity(form, postalCode, 'city');
  useFillCity(form, billingPostalCode, 'billingPostalCity');
}
