import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DispatchDay, DispatchJob } from '#contracts/dispatch.ts';
import { clockOf } from '../lib/format';
import { JobCard } from './job-card';
import classes from './dispatch.module.css';

/**
 * The day on a phone: a section per washer listing their blocked times and jobs in time
 * order, full width, without sideways scrolling. A tap opens the job's drawer, which moves it.
 */
export function PhoneDayList(props: {
  day: DispatchDay;
  selectedId: number | null;
  onOpen: (job: DispatchJob) => void;
}) {
  const { t, i18n } = useTranslation('admin-dispatch');
  return (
    <Stack
      gap="md"
      data-testid="dispatch-day"
      role="region"
      aria-label={t('day_board', { date: props.day.date })}
    >
      {props.day.washers.map((washer) => (
        <section key={washer.id} className={classes.phoneWasher} data-testid={`lane-${washer.id}`}>
          <Title order={2} size="h4" data-testid="dispatch-washer">
            {washer.name}
          </Title>
          {washer.jobs.length === 0 && washer.blocks.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('washer_free')}
            </Text>
          ) : null}
          {washer.blocks.map((block) => (
            <div key={`${block.start}-${block.end}`} className={classes.weekBlock}>
              {block.modifier === 'KBOT' ? t('block_external') : t('block_office')}{' '}
              {clockOf(block.start, i18n.language)}–{clockOf(block.end, i18n.language)}
            </div>
          ))}
          {washer.jobs.map((job) => (
            <JobCard
              key={job.orderId}
              job={job}
              isFull
              isSelected={props.selectedId === job.orderId}
              onOpen={props.onOpen}
            />
          ))}
        </section>
      ))}
    </Stack>
  );
}
