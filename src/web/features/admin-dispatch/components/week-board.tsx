import { Anchor, Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DispatchDay, DispatchJob } from '#contracts/dispatch.ts';
import { formatDay } from '#web/lib/format-date.ts';
import { clockOf, weekdayOf } from '../lib/format';
import { weekColumns, weekTemplate } from '../lib/week-columns';
import { JobCard } from './job-card';
import classes from './dispatch.module.css';

/**
 * A week: a row per washer, a column per day listing that day's jobs in time order (time,
 * the washer's last step, street, customer) and blocked times. A weekend day without
 * anything folds to a sliver. A job opens as in the day view; a day's heading opens that
 * day, where jobs can be moved.
 */
export function WeekBoard(props: {
  dates: string[];
  days: (DispatchDay | undefined)[];
  selectedId: number | null;
  onOpen: (job: DispatchJob) => void;
  onOpenDay: (date: string) => void;
}) {
  const { t, i18n } = useTranslation('admin-dispatch');
  const first = props.days.find((d) => d !== undefined);
  if (!first) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('loading')} />
      </Center>
    );
  }
  const columns = weekColumns(props.dates, props.days);
  return (
    <div
      className={classes.scroller}
      // Scrolls sideways on a phone: reachable by keyboard even on a day without jobs.
      tabIndex={0}
      data-testid="dispatch-week"
      role="region"
      aria-label={t('week_board')}
    >
      <div className={classes.weekGrid} style={{ gridTemplateColumns: weekTemplate(columns) }}>
        <div className={classes.name} aria-hidden />
        {columns.map(({ date, isFolded }) => (
          <div key={date} className={classes.weekDay} data-folded={isFolded || undefined}>
            <Anchor
              component="button"
              type="button"
              size="xs"
              onClick={() => props.onOpenDay(date)}
              aria-label={
                isFolded ? t('week_day_folded', { day: formatDay(date, i18n.language) }) : undefined
              }
            >
              {isFolded ? weekdayOf(date, i18n.language) : formatDay(date, i18n.language)}
            </Anchor>
          </div>
        ))}
        {first.washers.map((washer) => (
          <div key={washer.id} style={{ display: 'contents' }}>
            <div className={classes.name}>{washer.name}</div>
            {columns.map(({ date, isFolded }, i) => {
              const row = props.days[i]?.washers.find((w) => w.id === washer.id);
              return (
                <div
                  key={date}
                  className={classes.weekCell}
                  data-folded={isFolded || undefined}
                  data-testid={`week-${washer.id}-${date}`}
                >
                  {row?.blocks.map((block) => (
                    <div key={`${block.start}-${block.end}`} className={classes.weekBlock}>
                      {block.modifier === 'KBOT' ? t('block_external') : t('block_office')}{' '}
                      {clockOf(block.start, i18n.language)}–{clockOf(block.end, i18n.language)}
                    </div>
                  ))}
                  {row?.jobs.map((job) => (
                    <JobCard
                      key={job.orderId}
                      job={job}
                      isSelected={props.selectedId === job.orderId}
                      onOpen={props.onOpen}
                    />
                  ))}
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
