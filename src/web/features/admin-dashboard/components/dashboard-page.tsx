import {
  Alert,
  Anchor,
  Button,
  Center,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDashboard } from '../api/get-dashboard';
import { formatEuros } from '#web/lib/format-money.ts';
import { formatDay } from '../lib/format';
import { AwaitingCard } from './awaiting-card';
import { MoneyCard } from './money-card';
import { OrdersChart } from './orders-chart';
import { StatCard } from './stat-card';
import { WashersCard } from './washers-card';

/**
 * /admin/dashboard: what the company looks at each morning (the spec leaves it open):
 * orders today and this week, the month's cancellations and jobs needing a new time, the
 * month's money by its four meanings against last month and last year (issue 24), orders
 * awaiting payment, the next free
 * day of each washer, and orders per day over two weeks; first, when there are any, paid
 * orders that need a new time and payments to refund (decision 036).
 */
export function DashboardPage() {
  const { t, i18n } = useTranslation('admin');
  const dashboard = useDashboard();
  const lang = i18n.language;

  if (dashboard.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('loading')} />
      </Center>
    );
  }
  if (dashboard.isError) {
    return (
      <Alert color="red" role="alert">
        {t('load_failed')}
        <Button variant="subtle" size="compact-sm" ml="sm" onClick={() => void dashboard.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  const d = dashboard.data;
  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Title order={1}>{t('dashboard.title')}</Title>
        <Text c="dimmed">{t('dashboard.today', { date: formatDay(d.today, lang) })}</Text>
      </div>
      {d.needs_new_time > 0 || d.needs_refund > 0 ? (
        <Alert color="red" role="status" data-testid="dashboard-attention">
          {t('dashboard.attention', { newTime: d.needs_new_time, refunds: d.needs_refund })}{' '}
          {/* The alert's own text colour: the theme's blue on its red tint is below AA. */}
          <Anchor component={Link} to="/admin/order/list" fw={600} c="inherit" underline="always">
            {t('dashboard.attention_link')}
          </Anchor>
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
        <StatCard
          testId="stat-orders-today"
          label={t('dashboard.orders_today')}
          value={d.orders_today}
        />
        <StatCard
          testId="stat-orders-week"
          label={t('dashboard.orders_week')}
          value={d.orders_this_week}
        />
        <StatCard
          testId="stat-cancelled-month"
          label={t('dashboard.cancelled_month')}
          value={d.cancelled_this_month}
          hint={t('dashboard.needs_new_time', { count: d.needs_new_time })}
        />
        <StatCard
          testId="stat-awaiting"
          label={t('dashboard.awaiting')}
          value={d.awaiting_payment.count}
          hint={t('dashboard.awaiting_total', {
            total: formatEuros(d.awaiting_payment.total, lang),
          })}
        />
      </SimpleGrid>
      <MoneyCard data={d} />
      <OrdersChart days={d.daily_orders} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'xs', sm: 'md' }}>
        <WashersCard data={d} />
        <AwaitingCard awaiting={d.awaiting_payment} />
      </SimpleGrid>
    </Stack>
  );
}

export { DashboardPage as Component };
