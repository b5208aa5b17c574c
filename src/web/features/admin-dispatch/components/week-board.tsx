import { Anchor, Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DispatchDay, DispatchJob } from '#contracts/dispatch.ts';
import { formatDay } from '#web/lib/format-date.ts';
import { placement } from '../lib/board';
import { JobBlock } from './job-block';
import classes from './dispatch.module.css';

/**
 * A week: a row per washer, a narrow 08-16 lane per day with its blocks and jobs. A job
 * opens as in the day view; a day's heading opens that day, where jobs can be moved.
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
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  return (
    <div
      className={classes.scroller}
      // Scrolls sideways on a phone: reachable by keyboard even on a day without jobs.
      tabIndex={0}
      data-testid="dispatch-week"
      role="region"
      aria-label={t('week_board')}
    >
      <div className={classes.weekGrid}>
        <div className={classes.name} aria-hidden />
        {props.dates.map((date) => (
          <div key={date} className={classes.weekDay}>
            <Anchor
              component="button"
              type="button"
              size="xs"
              onClick={() => props.onOpenDay(date)}
            >
              {formatDay(date, i18n.language)}
            </Anchor>
          </div>
        ))}
        {first.washers.map((washer) => (
          <div key={washer.id} style={{ display: 'contents' }}>
            <div className={classes.name}>{washer.name}</div>
            {props.dates.map((date, i) => {
              const row = props.days[i]?.washers.find((w) => w.id === washer.id);
              return (
                <div
                  key={date}
                  className={classes.weekLane}
                  data-testid={`week-${washer.id}-${date}`}
                >
                  {row?.blocks.map((block) => {
                    const place = placement(block, date);
                    return place ? (
                      <div
                        key={`${block.start}-${block.end}`}
                        className={classes.block}
                        style={{ left: `${place.left}%`, width: `${place.width}%` }}
                        title={block.modifier === 'KBOT' ? t('block_external') : t('block_office')}
                      />
                    ) : null;
                  })}
                  {row?.jobs.map((job) => (
                    <JobBlock
                      key={job.orderId}
                      job={job}
                      date={date}
                      isCompact
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
