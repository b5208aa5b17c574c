import { Alert, Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { OrderTerms } from '#web/components/ui/order-terms.tsx';
import { PageLoader } from '#web/components/ui/page-loader.tsx';
import { orderCalendarUrl, orderReceiptUrl } from '#web/lib/api/download-urls.ts';
import { useManagedOrder } from '../api/get-managed-order';
import { pagePath } from '#contracts/site-pages.ts';
import { useOrderPageLanguage } from '../hooks/use-order-page-language';
import { CancelPanel } from './cancel-panel';
import { DeadlineNote } from './deadline-note';
import { MovePanel } from './move-panel';
import { OrderFacts } from './order-facts';
import { PayButton } from './pay-button';
import { NextVisitPanel, ProposalPanel } from './visit-panels';

/**
 * /tilaus/:token and /en/order/:token: the customer's own order (decision 049): what, when,
 * by whom, the price; move it (free until 5 business days before the job) or cancel it at
 * the price decision 068 computes, its amounts shown, pay it, download the calendar file. The token comes
 * from the confirmation mail's link; the order is read after hydration.
 */
export function Component() {
  const language = useOrderPageLanguage();
  const { t } = useTranslation('manage');
  const { t: tt } = useTranslation('terms');
  const { token = '' } = useParams();
  const query = useManagedOrder(token);
  const order = query.data;
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        {order ? (
          <>
            <Title order={1}>
              {t('title_lead')}{' '}
              <Text span inherit style={{ whiteSpace: 'nowrap' }}>
                {order.orderNumber}
              </Text>
            </Title>
            <OrderFacts order={order} />
            <ProposalPanel token={token} order={order} />
            <NextVisitPanel order={order} />
            <DeadlineNote order={order} />
            <Group>
              {order.canPay ? <PayButton token={token} /> : null}
              {order.start && order.status !== 'cancelled' ? (
                <Anchor href={orderCalendarUrl(token)} download>
                  {t('calendar')}
                </Anchor>
              ) : null}
              <Anchor href={orderReceiptUrl(token)} download data-testid="manage-receipt">
                {t(
                  order.status === 'cancelled'
                    ? 'receipt_cancelled'
                    : order.isPaid
                      ? 'receipt_paid'
                      : 'receipt_unpaid',
                )}
              </Anchor>
            </Group>
            <MovePanel token={token} order={order} />
            {order.status === 'proposed' ? null : <CancelPanel token={token} order={order} />}
            <Title order={2} size="h4">
              {tt('title')}
            </Title>
            <OrderTerms />
          </>
        ) : query.isError ? (
          <Alert color="red" role="alert">
            <Stack gap="xs">
              <Text>{t('not_found')}</Text>
              <Anchor component={Link} to={pagePath('home', language)}>
                {t('home')}
              </Anchor>
            </Stack>
          </Alert>
        ) : (
          <PageLoader />
        )}
      </Stack>
    </Container>
  );
}
