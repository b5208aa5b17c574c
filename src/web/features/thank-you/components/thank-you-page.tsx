import { useEffect } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Center,
  Container,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useServiceContact } from '#web/lib/shop-info.ts';
import { Link, useParams } from 'react-router';
import type { OrderSummary } from '#contracts/checkout.ts';
import { ConsentBanner } from '#web/components/ui/consent-banner.tsx';
import { WithEmailAddresses } from '#web/components/ui/email-address.tsx';
import { OrderTerms } from '#web/components/ui/order-terms.tsx';
import { trackPurchase } from '#web/lib/analytics.ts';
import { useOrderStore } from '#web/stores/order-store.ts';
import { useSavedStateRestored } from '#web/stores/saved-state.ts';
import { useOrderSummary } from '../api/get-order-summary';
import { OrderDetails } from './order-details';
import { PayNow } from './pay-now';
import { usePagePath } from '#web/lib/page-path.ts';

function purchaseEvent(order: OrderSummary) {
  return {
    event: 'purchase' as const,
    ecommerce: {
      transaction_id: order.reference,
      value: order.total_price_after_discount,
      currency: 'EUR' as const,
      payment_type: order.payment_type,
      items: order.order_items.map((item) => ({
        item_name: item.name,
        price: item.discount_price,
        quantity: item.amount,
      })),
    },
  };
}

/**
 * /kiitos-tilauksesta/:reference and /kiitos-tilauksesta: 'Thanks for your order', the
 * order as stored, the link to the order's own page (for the browser that made it), the
 * terms and the way home, rendered on the server with its order (decision 080). Once the
 * tab's saved order is restored, the order being built is cleared, and the purchase is
 * tracked (only once the visitor has accepted analytics).
 */
export function Component() {
  const { t } = useTranslation('checkout');
  const contact = useServiceContact();
  const { t: tt } = useTranslation('terms');
  const path = usePagePath();
  const { reference } = useParams();
  const summary = useOrderSummary(reference);
  const order = summary.data;

  // The page is rendered with its order (decision 080); the tab's order is known once restored.
  const isRestored = useSavedStateRestored();
  useEffect(() => {
    if (!order || order.status === 'cancelled' || !isRestored) return;
    if (useOrderStore.getState().createdOrder?.reference === order.reference) {
      useOrderStore.getState().reset();
    }
    if (order.is_paid || order.status === 'confirmed') trackPurchase(purchaseEvent(order));
  }, [order, isRestored]);

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('thank_you.title')}</Title>
        {reference === undefined ? (
          <Text>{t('thank_you.text_no_order')}</Text>
        ) : order ? (
          <>
            <Text>
              {order.customer ? (
                <WithEmailAddresses text={t('thank_you.text', { email: order.customer.email })} />
              ) : (
                t('thank_you.text_no_order')
              )}
            </Text>
            {order.is_paid ? <Text fw={600}>{t('thank_you.paid')}</Text> : null}
            {order.status === 'cancelled' ? (
              <Alert color="orange" data-testid="order-cancelled">
                {t('thank_you.cancelled')}
              </Alert>
            ) : null}
            {order.status === 'needs_new_time' ? (
              <Alert color="orange" data-testid="order-needs-new-time">
                {t('thank_you.needs_new_time')}
              </Alert>
            ) : null}
            {order.status === 'awaiting_payment' ? (
              <Alert color="yellow">{t('thank_you.pending')}</Alert>
            ) : null}
            {order.status === 'awaiting_payment' && order.payment_type === 'online' ? (
              <PayNow order={order} />
            ) : null}
            <OrderDetails order={order} />
            {order.order_page_path ? (
              <Text>
                {t('thank_you.order_page_text')}{' '}
                <Anchor component={Link} to={order.order_page_path} data-testid="order-page-link">
                  {t('thank_you.order_page_link')}
                </Anchor>
              </Text>
            ) : null}
          </>
        ) : summary.isError ? (
          <Alert color="orange">{t('thank_you.not_found', contact)}</Alert>
        ) : (
          <Center>
            <Loader />
          </Center>
        )}
        {/* Below the order only once it is shown: the order must not push them down (CLS). */}
        {summary.isPending && reference !== undefined ? null : (
          <>
            <Paper withBorder radius="md" p="md">
              <Title order={2} size="h4" mb="sm">
                {tt('title')}
              </Title>
              <OrderTerms />
            </Paper>
            <Button component={Link} to={path('home')} size="md" w="fit-content">
              {t('thank_you.home')}
            </Button>
            <ConsentBanner />
          </>
        )}
      </Stack>
    </Container>
  );
}
