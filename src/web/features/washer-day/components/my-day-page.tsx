import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext } from 'react-router';
import type { AuthProfile } from '#contracts/auth.ts';
import { addDays } from '#domain/calendar/local-date.ts';
import { formatDateTime, formatLongDay } from '#web/lib/format-date.ts';
import { useMyJobs } from '../api/get-my-jobs';
import { useOfflineWorker } from '../hooks/use-offline-worker';
import { useStepQueue } from '../hooks/use-step-queue';
import { useToday } from '../hooks/use-today';
import { byDay } from '../lib/job-rules';
import { pendingByOrder } from '../lib/step-queue';
import { DaySection } from './day-section';

/** How many days the page shows: today and the next 13. */
const daysShown = 14;

/**
 * /admin/my-day (issue 23): the signed-in washer's jobs, today's first in time order, then
 * the coming two weeks; each with what the door needs and the steps as big buttons. Works
 * from the service worker's copy without network (decision 059).
 */
export function MyDayPage() {
  const { t, i18n } = useTranslation('washer-day');
  const { user } = useOutletContext<{ user: AuthProfile }>();
  const today = useToday();
  const lastDay = addDays(today, daysShown - 1);
  const jobs = useMyJobs(today, lastDay);
  const steps = useStepQueue();
  useOfflineWorker(today, lastDay);

  const waiting = pendingByOrder(steps.queue);
  const refused = new Map(steps.refused.map((r) => [r.orderId, r]));
  const days = byDay(jobs.data?.jobs ?? []);
  const todays = days.find((d) => d.day === today)?.jobs ?? [];
  const coming = days.filter((d) => d.day > today);
  const cardProps = { today, report: steps.report };

  return (
    <Stack gap="md" maw={720} mx="auto" data-testid="my-day">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Text>{formatLongDay(today, i18n.language)}</Text>
        </div>
        {user.washerId !== null && (
          <Anchor component={Link} to={`/admin/dispatch/${user.washerId}/${today}/print`}>
            {t('run_sheet')}
          </Anchor>
        )}
      </Group>
      {!steps.isOnline && (
        <Alert color="yellow" role="status" data-testid="my-day-offline">
          {t('offline')}
        </Alert>
      )}
      {jobs.data?.savedAt && (
        <Alert color="orange" role="status" data-testid="my-day-saved-copy">
          {t('saved_copy', { time: formatDateTime(jobs.data.savedAt, i18n.language) })}
        </Alert>
      )}
      {jobs.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('loading')} />
        </Center>
      ) : jobs.isError && !jobs.data ? (
        <Stack align="flex-start">
          <Alert color="red" role="alert">
            {t('load_failed')}
          </Alert>
          <Button onClick={() => void jobs.refetch()}>{t('retry')}</Button>
        </Stack>
      ) : (
        <>
          <DaySection
            title={t('today')}
            jobs={todays}
            empty={t('no_jobs_today')}
            waiting={waiting}
            refused={refused}
            {...cardProps}
          />
          <Title order={2} size="h3" mt="md">
            {t('coming')}
          </Title>
          {coming.length === 0 && <Text c="dimmed">{t('no_jobs_coming')}</Text>}
          {coming.map((day) => (
            <DaySection
              key={day.day}
              title={formatLongDay(day.day, i18n.language)}
              jobs={day.jobs}
              waiting={waiting}
              refused={refused}
              isSub
              {...cardProps}
            />
          ))}
        </>
      )}
    </Stack>
  );
}

export { MyDayPage as Component };
