import { Alert, Button, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import type { CounterConfig } from '../../../../domain/counter/counter-config';
import { quantitySum } from '../../../../domain/order/quantity-rules';
import { ConsentBanner } from '../../../components/ui/consent-banner';
import { useOrderStore } from '../../../stores/order-store';
import { useCounterConfig } from '../../../lib/counter-query';
import { useCheckoutQuote } from '../hooks/use-checkout-quote';
import { useContactForm } from '../hooks/use-contact-form';
import { useSubmitOrder } from '../hooks/use-submit-order';
import { CompanyAndBillingFields } from './company-fields';
import { ContactFields } from './contact-fields';
import { ExtrasFields } from './extras-fields';
import { OrderSummary } from './order-summary';
import { PaymentChoice } from './payment-choice';
import { TermsField } from './terms-field';
import classes from './checkout.module.css';

function ContactStep({ config }: { config: CounterConfig }) {
  const { t } = useTranslation('checkout');
  const form = useContactForm();
  const { submit, problem, isPending } = useSubmitOrder(form);
  const { watch, handleSubmit } = form;
  const live = useCheckoutQuote(config, {
    paymentType: watch('paymentType'),
    invoiceChannel: watch('invoice_channel'),
    repeatedOrder: watch('repeated_order') === true,
    isCompany: watch('company') === true,
  });
  const isAccepted = watch('terms') === true;
  const isOnline = watch('paymentType') === 'ONLINE';
  return (
    <div className={classes.layout}>
      <OrderSummary live={live} />
      <form
        className={classes.form}
        noValidate
        onSubmit={(event) => void handleSubmit(submit)(event)}
        aria-labelledby="contact-title"
      >
        <Stack gap="xl">
          <ContactFields form={form} />
          <CompanyAndBillingFields form={form} />
          <PaymentChoice form={form} />
          <ExtrasFields form={form} />
          <TermsField form={form} />
          {problem ? (
            <Alert
              color={problem === 'check_fields' ? 'orange' : 'red'}
              role="alert"
              data-testid="submit-problem"
            >
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t(`errors.${problem}`)}</Text>
                {problem === 'slot_taken' ? (
                  <Button component={Link} to="/tilauskalenteri" size="xs" variant="light">
                    {t('errors.choose_time')}
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

/**
 * /yhteystiedot, step 2 (customer spec sections 2 and 5). Without a postal code (or with
 * nothing to clean) the visitor goes to /; without a chosen time, to the calendar.
 */
export function Component() {
  const { t } = useTranslation('checkout');
  const { address, quantities, shippingDay, cleanerId } = useOrderStore();
  const counter = useCounterConfig();
  if (typeof address.postalCode !== 'string' || address.postalCode === '') {
    return <Navigate to="/" replace />;
  }
  if (counter.data && quantitySum(counter.data, quantities) === 0)
    return <Navigate to="/" replace />;
  if (!shippingDay || !cleanerId) return <Navigate to="/tilauskalenteri" replace />;
  return (
    <Container size="lg" py="lg">
      <ConsentBanner />
      <Stack gap="xs" mb="lg">
        <Text size="sm" c="dimmed">
          {t('step')}
        </Text>
        <Title order={1} id="contact-title">
          {t('title')}
        </Title>
      </Stack>
      {counter.data ? (
        <ContactStep config={counter.data} />
      ) : counter.isError ? (
        <Stack align="flex-start">
          <Alert color="red">{t('load_failed')}</Alert>
          <Button onClick={() => void counter.refetch()}>{t('retry')}</Button>
        </Stack>
      ) : (
        <Center py="xl">
          <Loader aria-label={t('loading')} />
        </Center>
      )}
    </Container>
  );
}
