import type { ReactNode } from 'react';
import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CounterConfig } from '#domain/counter/counter-config.ts';
import { ConsentBanner } from '#web/components/ui/consent-banner.tsx';
import { LoadingOrFailed, LoadingSpinner } from '#web/components/ui/load-failed.tsx';
import { useCounterConfig } from '#web/lib/counter-query.ts';
import type { PaymentChoiceValues } from '../hooks/use-checkout-quote';
import { useContactForm } from '../hooks/use-contact-form';
import { useSubmitOrder, type PayloadBuilder } from '../hooks/use-submit-order';
import { CompanyAndBillingFields } from './company-fields';
import { EarlyStartField } from './early-start-field';
import { ContactFields } from './contact-fields';
import { ExtrasFields } from './extras-fields';
import { PaymentChoice } from './payment-choice';
import { TermsField } from './terms-field';
import classes from './checkout.module.css';
import { usePagePath } from '#web/lib/page-path.ts';

/** Where each refusal that needs another step sends the customer back to. */
const problemLinks = {
  slot_taken: { page: 'calendar', label: 'errors.choose_time' },
  package_changed: { page: 'mall', label: 'errors.change_package' },
  order_changed: { page: 'home', label: 'errors.check_order' },
} as const;

/**
 * Step 2 of both flows: the contact form, the payment choice and the terms beside a
 * summary of the order; a shopping centre's package has no recurring choice and its postal
 * code comes with the centre.
 */
export function ContactStep({
  variant,
  buildPayload,
  renderSummary,
}: {
  variant: 'order' | 'mall';
  buildPayload: PayloadBuilder;
  renderSummary: (choice: PaymentChoiceValues) => ReactNode;
}) {
  const { t } = useTranslation('checkout');
  const path = usePagePath();
  const form = useContactForm();
  const { submit, problem, isPending } = useSubmitOrder(form, buildPayload);
  const { watch, handleSubmit } = form;
  const isAccepted = watch('terms') === true;
  const isOnline = watch('paymentType') === 'ONLINE';
  const link =
    problem && problem in problemLinks ? problemLinks[problem as keyof typeof problemLinks] : null;
  return (
    <div className={classes.layout}>
      {renderSummary({
        paymentType: watch('paymentType'),
        invoiceChannel: watch('invoice_channel'),
        repeatedOrder: watch('repeated_order') === true,
        isCompany: watch('company') === true,
      })}
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(submit)(event)}
        aria-labelledby="contact-title"
      >
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
              {isOnline ? t('submit_online') : t('submit_bill')}
            </Button>
            {!isAccepted ? (
              <Text size="sm" c="dimmed">
                {t('terms_needed')}
              </Text>
            ) : null}
          </Stack>
        </Stack>
      </form>
    </div>
  );
}

/** Step 2's step and heading: the same while the saved order is restored (decision 086). */
function ContactHeading() {
  const { t } = useTranslation('checkout');
  return (
    <Stack gap="xs" mb="lg">
      <Text size="sm" c="dimmed">
        {t('step')}
      </Text>
      <Title order={1} id="contact-title">
        {t('title')}
      </Title>
    </Stack>
  );
}

/** Step 2 until the saved order is restored: the heading in its place above the loader. */
export function ContactPageLoading() {
  const { t } = useTranslation('checkout');
  return (
    <Container size="lg" py="lg">
      <ContactHeading />
      <LoadingSpinner label={t('loading')} />
    </Container>
  );
}

/** The page around step 2: the heading, the price list's loading and the consent question. */
export function ContactPageFrame({ children }: { children: (config: CounterConfig) => ReactNode }) {
  const { t } = useTranslation('checkout');
  const counter = useCounterConfig();
  return (
    <Container size="lg" py="lg">
      <ContactHeading />
      {counter.data ? children(counter.data) : <LoadingOrFailed t={t} query={counter} />}
      <ConsentBanner />
    </Container>
  );
}
