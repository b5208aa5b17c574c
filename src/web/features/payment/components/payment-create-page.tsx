import { useState } from 'react';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { LoadingSpinner } from '#web/components/ui/load-failed.tsx';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '#web/lib/format-money.ts';
import { Navigate } from 'react-router';
import type { PaymentProvider } from '#contracts/payment.ts';
import { ApiError } from '#web/lib/api/client.ts';
import { useOrderStore } from '#web/stores/order-store.ts';
import { usePaymentProviders } from '../api/create-payment';
import { registerProvider } from '../api/update-payment';
import { submitProviderForm } from '../lib/provider-form';
import { sanitizeTerms } from '../lib/sanitize-terms';
import { InitFailed } from './init-failed';
import { ProviderGrid } from './provider-grid';
import classes from './payment.module.css';
import { usePagePath } from '#web/lib/page-path.ts';

/** The spec shows the first 30 providers and the rest behind 'show all'. */
export const visibleProviders = 30;

/** The page's step and heading: the same while the saved order is restored (decision 086). */
function PaymentHeading() {
  const { t } = useTranslation('payment');
  return (
    <>
      <Text size="sm" c="dimmed">
        {t('create.step')}
      </Text>
      <Title order={1}>{t('create.title')}</Title>
    </>
  );
}

/** Until the saved order is restored: the heading in its place above the loader. */
export function Loading() {
  const { t } = useTranslation('payment');
  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Stack gap={4}>
          <PaymentHeading />
        </Stack>
        <LoadingSpinner label={t('create.loading')} />
      </Stack>
    </Container>
  );
}

/** /payment/create: choose a provider; it is registered, then its form is submitted. */
export function Component() {
  const { t, i18n } = useTranslation('payment');
  const path = usePagePath();
  const order = useOrderStore((s) => s.createdOrder);
  const payment = usePaymentProviders(order);
  const [isAll, setAll] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [isChoiceFailed, setChoiceFailed] = useState(false);

  if (!order) return <Navigate to={path('home')} replace />;
  const isConflict = payment.error instanceof ApiError && payment.error.status === 409;
  if (order.status !== 'awaiting_payment' || isConflict) {
    return <Navigate to={path('thank_you', { reference: order.reference })} replace />;
  }

  async function choose(provider: PaymentProvider) {
    setBusy(provider.name);
    setChoiceFailed(false);
    try {
      await registerProvider(order!.reference, provider.name);
      submitProviderForm(provider);
    } catch {
      setBusy(null);
      setChoiceFailed(true);
    }
  }
  const retry = () => {
    setChoiceFailed(false);
    void payment.refetch();
  };

  const providers = payment.data?.providers ?? [];
  const shown = isAll ? providers : providers.slice(0, visibleProviders);
  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Stack gap={4}>
          <PaymentHeading />
          <Text fw={600} data-testid="payment-amount">
            {t('create.amount', {
              amount: formatEuros(order.total_price_after_discount, i18n.language),
            })}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('create.reference', { reference: order.order_number ?? order.reference })}
          </Text>
        </Stack>
        {payment.isError || isChoiceFailed ? (
          <InitFailed onRetry={retry} />
        ) : payment.isPending || payment.isFetching ? (
          <LoadingSpinner label={t('create.loading')} />
        ) : (
          <>
            <ProviderGrid providers={shown} busy={busy} onChoose={(p) => void choose(p)} />
            {providers.length > visibleProviders ? (
              <Button
                variant="subtle"
                onClick={() => setAll(!isAll)}
                w="fit-content"
                data-testid="show-all-providers"
              >
                {isAll ? t('create.show_less') : t('create.show_all', { count: providers.length })}
              </Button>
            ) : null}
            {busy ? (
              <Text size="sm" role="status">
                {t('create.redirecting', { name: busy })}
              </Text>
            ) : null}
            <Text
              size="sm"
              c="dimmed"
              className={classes.terms}
              dangerouslySetInnerHTML={{ __html: sanitizeTerms(payment.data?.terms ?? '') }}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
