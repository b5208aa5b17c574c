import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { RevenueGrouping } from '#contracts/reports.ts';
import { helsinkiDate } from '#domain/calendar/helsinki-time.ts';
import { useCan } from '#web/components/admin/use-can.ts';
import { ordersCsvUrl } from '#web/lib/api/download-urls.ts';
import { useRevenueReport } from '../api/get-revenue-report';
import { useReportSummary } from '../api/get-report-summary';
import type { Period } from '../lib/period';
import { periodProblem, readReportParams } from '../lib/report-params';
import { PeriodForm } from './period-form';
import { RevenueCharts } from './revenue-charts';
import { SummaryFigures } from './summary-figures';

function Failed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('admin-reports');
  return (
    <Alert color="red" role="alert">
      {t('load_failed')}
      <Button variant="subtle" size="compact-sm" ml="sm" onClick={onRetry}>
        {t('retry')}
      </Button>
    </Alert>
  );
}

function Loading() {
  const { t } = useTranslation('admin-reports');
  return (
    <Center py="xl">
      <Loader role="status" aria-label={t('loading')} />
    </Center>
  );
}

/** The figures of a period that can be asked for. */
function Report({ period, by }: { period: Period; by: RevenueGrouping }) {
  const can = useCan();
  const revenue = useRevenueReport(period, by);
  const summary = useReportSummary(period);
  return (
    <Stack gap="lg" aria-busy={revenue.isFetching || summary.isFetching}>
      {can('GET /api/reports/summary') ? (
        summary.isPending ? (
          <Loading />
        ) : summary.isError ? (
          <Failed onRetry={() => void summary.refetch()} />
        ) : (
          <SummaryFigures summary={summary.data} />
        )
      ) : null}
      {revenue.isPending ? (
        <Loading />
      ) : revenue.isError ? (
        <Failed onRetry={() => void revenue.refetch()} />
      ) : (
        <RevenueCharts report={revenue.data} />
      )}
    </Stack>
  );
}

/**
 * /admin/reports (issue 24 point 5): over any period, by month, week or washer: jobs, hours
 * booked against hours available (utilisation), earned, collected, refunds; the period's
 * average order, cancellations by reason, new and returning customers and shares; drawn as
 * charts with the same figures as tables; and the bookkeeper's CSV of the period.
 */
export function ReportsPage() {
  const { t, i18n } = useTranslation('admin-reports');
  const can = useCan();
  const [today] = useState(() => helsinkiDate(new Date()));
  const [params, setParams] = useSearchParams();
  const { period, by } = readReportParams(params, today);
  const [draft, setDraft] = useState<Period>(period);
  const problem = periodProblem(draft);
  const shown = problem ? period : draft;

  const go = (next: Period, nextBy: RevenueGrouping) => {
    setDraft(next);
    if (!periodProblem(next)) setParams({ ...next, by: nextBy }, { replace: true });
  };

  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed" size="sm" maw={720}>
          {t('intro')}
        </Text>
      </div>
      <PeriodForm
        period={draft}
        by={by}
        today={today}
        error={problem ? t(problem) : null}
        onPeriod={(next) => go(next, by)}
        onBy={(nextBy) => go(shown, nextBy)}
      />
      {can('GET /api/reports/orders.csv') && !problem ? (
        <Group>
          <Anchor
            href={ordersCsvUrl(shown, i18n.language === 'en' ? 'en' : 'fi')}
            download
            data-testid="report-csv"
          >
            {t('csv_link')}
          </Anchor>
          <Text size="xs" c="dimmed">
            {t('csv_hint')}
          </Text>
        </Group>
      ) : null}
      <Report period={shown} by={by} />
    </Stack>
  );
}

export { ReportsPage as Component };
