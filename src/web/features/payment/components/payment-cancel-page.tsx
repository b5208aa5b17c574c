import { useEffect, useRef } from 'react';
import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useOrderStore } from '#web/stores/order-store.ts';
import { confirmPayment } from '../api/confirm-payment';
import { useOrderSummary } from '../api/get-order-summary';
import { checkoutParams } from '../lib/provider-form';
import { usePagePath } from '#web/lib/page-path.ts';

/**
 * /payment/cancel: 'Uups, the payment failed!' with retry (a new payment attempt) and home.
 * Without checkout-reference the visitor goes to /. Opened without the order in this tab,
 * the order is looked up by its reference so that retry still works.
 */
export function Component() {
  const { t } = useTranslation('payment');
  const path = usePagePath();
  const [search] = useSearchParams();
  const reference = search.get('checkout-reference');
  const created = useOrderStore((s) => s.createdOrder);
  const isKnown = created?.reference === reference;
  const summary = useOrderSummary(reference && !isKnown ? reference : null);

  // The signed failure goes to the server too (the callback may not come): the order's page
  // link is mailed on the first failure (decision 055). A repeat changes nothing.
  const isReported = useRef(false);
  useEffect(() => {
    if (isReported.current || !reference || !search.get('signature')) return;
    isReported.current = true;
    confirmPayment(checkoutParams(search)).catch((error: unknown) => {
      console.warn('payment failure not confirmed', error);
    });
  }, [reference, search]);

  useEffect(() => {
    const order = summary.data;
    // Without the customer's e-mail (another browser, later than an hour) no payment starts.
    if (!order?.customer || isKnown) return;
    useOrderStore.getState().patch({
      createdOrder: {
        reference: order.reference,
        customer_email: order.customer.email,
        total_price_after_discount: order.total_price_after_discount,
        payment_type: order.payment_type,
        status: order.status,
      },
    });
  }, [summary.data, isKnown]);

  if (!reference) return <Navigate to={path('home')} replace />;
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('cancel.title')}</Title>
        <Alert color="orange" role="alert">
          <Text>{t('cancel.text')}</Text>
        </Alert>
        <Text>{t('cancel.link')}</Text>
        <Group>
          <Button
            component={Link}
            to={path('payment', { step: 'create' })}
            data-testid="payment-retry"
          >
            {t('cancel.retry')}
          </Button>
          <Button component={Link} to={path('home')} variant="default">
            {t('cancel.home')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
