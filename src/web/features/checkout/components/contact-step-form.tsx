import { useEffect } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PaymentChoiceValues } from '../hooks/use-checkout-quote';
import { useContactForm } from '../hooks/use-contact-form';
import { useSubmitOrder, type PayloadBuilder } from '../hooks/use-submit-order';
import { choiceOf } from '../lib/contact-initial-values';
import { CompanyAndBillingFields } from './company-fields';
import { EarlyStartField } from './early-start-field';
import { ContactFields } from './contact-fields';
import { ExtrasFields } from './extras-fields';
import { PaymentChoice } from './payment-choice';
import { TermsField } from './terms-field';
import { usePagePath } from '#web/lib/page-path.ts';

/** Where each refusal that needs another step sends the customer back to. */
const problemLinks = {
  slot_taken: { page: 'calendar', label: 'errors.choose_time' },
  package_changed: { page: 'mall', label: 'errors.change_package' },
  order_changed: { page: 'home', label: 'errors.check_order' },
} as const;

/** Which flow the step is in, and how its order is sent. */
export interface StepFlow {
  variant: 'order' | 'mall';
  buildPayload: PayloadBuilder;
}

/**
 * Step 2's form (a chunk of its own, decision 089): the contact fields, the payment choice
 * and the terms; a shopping centre's package has no recurring choice and its postal code
 * comes with the centre. Tells the summary beside it what its price depends on.
 */
export function ContactStepForm({
  variant,
  buildPayload,
  onChoice,
}: StepFlow & { onChoice: (choice: PaymentChoiceValues) => void }) {
  const { t } = useTranslation('checkout');
  const path = usePagePath();
  const form = useContactForm();
  const { onSubmit, problem, isPending } = useSubmitOrder(form, buildPayload);
  const { watch } = form;
  const isAccepted = watch('terms') === true;
  const { paymentType, invoiceChannel, repeatedOrder, isCompany } = choiceOf({
    paymentType: watch('paymentType'),
    invoice_channel: watch('invoice_channel'),
    repeated_order: watch('repeated_order'),
    company: watch('company'),
  });
  useEffect(
    () => onChoice({ paymentType, invoiceChannel, repeatedOrder, isCompany }),
    [onChoice, paymentType, invoiceChannel, repeatedOrder, isCompany],
  );
  const link =
    problem && problem in problemLinks ? problemLinks[problem as keyof typeof problemLinks] : null;
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="contact-title">
      <Stack gap="xl">
        <ContactFields
          form={form}
          postalCodeHint={variant === 'mall' ? 'fields.postalCode_mall_hint' : undefined}
        />
        <CompanyAndBillingFields form={form} />
        <PaymentChoice form={form} />
        <ExtrasFields form={form} withRecurring={variant === 'order'} />
        {variant === 'order' ? <EarlyStartField form={form} /> : null}
        <TermsField form={form} />
        {problem ? (
          <Alert
            color={problem === 'check_fields' ? 'orange' : 'red'}
            role="alert"
            data-testid="submit-problem"
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t(`errors.${problem}`)}</Text>
              {link ? (
                <Button component={Link} to={path(link.page)} size="xs" variant="light">
                  {t(link.label)}
                </Button>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
        <Stack gap={4}>
          <Button
            type="submit"
            size="lg"
            disabled={!isAccepted}
            loading={isPending}
            data-testid="submit-order"
            // A long label ("Order with obligation to pay") wraps on a phone instead of being cut.
            h="auto"
            mih={50}
            py={8}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 } }}
          >
            {paymentType === 'ONLINE' ? t('submit_online') : t('submit_bill')}
          </Button>
          {!isAccepted ? (
            <Text size="sm" c="dimmed">
              {t('terms_needed')}
            </Text>
          ) : null}
        </Stack>
      </Stack>
    </form>
  );
}
