import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DispatchDay, DispatchJob } from '#contracts/dispatch.ts';
import { formatTimeOfDay, WORKDAY_MINUTES } from '#domain/calendar/time-of-day.ts';
import { formatTime } from '#web/lib/format-date.ts';
import {
  axisHours,
  canMove,
  isArrowKey,
  jobMinutes,
  minutesAtFraction,
  placement,
  startMinutesOn,
  stepTarget,
  type MoveTarget,
} from '../lib/board';
import { clockOf } from '../lib/format';
import { JobBlock } from './job-block';
import classes from './dispatch.module.css';

export interface Move {
  job: DispatchJob;
  /** The board's day the target's minutes count from. */
  date: string;
  target: MoveTarget;
}

/**
 * One day: a row per washer on the 08:00-16:00 axis with its blocks and jobs. A job moves
 * by drag and drop (snapped to 15 minutes) or by keyboard (arrows, Enter; Escape stops);
 * a move the rule refuses is shown red and never sent. `onMove` asks the user next.
 */
export function DayBoard(props: {
  day: DispatchDay;
  selectedId: number | null;
  onOpen: (job: DispatchJob) => void;
  onMove: (move: Move) => void;
  onRefused: () => void;
}) {
  const { t, i18n } = useTranslation('admin-dispatch');
  const { day } = props;
  const [pending, setPending] = useState<Move | null>(null);
  const [dropWasher, setDropWasher] = useState<number | null>(null);
  const grab = useRef<{ job: DispatchJob; offsetMinutes: number } | null>(null);

  const propose = (move: Move) => {
    if (canMove(day, move.job, move.target)) props.onMove(move);
    else props.onRefused();
  };

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, job: DispatchJob) {
    const washerId = day.washers.find((w) => w.jobs.includes(job))?.id;
    if (washerId === undefined) return;
    if (isArrowKey(event.key)) {
      event.preventDefault();
      const from = pending?.job.orderId === job.orderId ? pending.target : undefined;
      const start = from ?? { washerId, startMinutes: startMinutesOn(job, day.date) };
      setPending({ job, date: day.date, target: stepTarget(day, start, event.key) });
    } else if (event.key === 'Enter' && pending?.job.orderId === job.orderId) {
      event.preventDefault();
      setPending(null);
      propose(pending);
    } else if (event.key === 'Escape') {
      setPending(null);
    }
  }

  function onDragStart(event: DragEvent<HTMLButtonElement>, job: DispatchJob) {
    const rect = event.currentTarget.getBoundingClientRect();
    const lane = event.currentTarget.parentElement!.getBoundingClientRect();
    const offsetMinutes = ((event.clientX - rect.left) / lane.width) * WORKDAY_MINUTES;
    grab.current = { job, offsetMinutes };
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', String(job.orderId));
  }

  function onDrop(event: DragEvent<HTMLDivElement>, washerId: number) {
    event.preventDefault();
    setDropWasher(null);
    const grabbed = grab.current;
    grab.current = null;
    if (!grabbed) return;
    const lane = event.currentTarget.getBoundingClientRect();
    const x = event.clientX - lane.left - (grabbed.offsetMinutes / WORKDAY_MINUTES) * lane.width;
    propose({
      job: grabbed.job,
      date: day.date,
      target: { washerId, startMinutes: minutesAtFraction(x / lane.width) },
    });
  }

  return (
    <div
      className={classes.scroller}
      // Scrolls sideways on a phone: reachable by keyboard even on a day without jobs.
      tabIndex={0}
      data-testid="dispatch-day"
      role="region"
      aria-label={t('day_board', { date: day.date })}
    >
      <p id="dispatch-move-help" hidden>
        {t('move_help')}
      </p>
      <div className={classes.grid}>
        <div className={classes.name} aria-hidden />
        <div className={classes.axis} aria-hidden>
          {axisHours.map((hour, i) => (
            <span
              key={hour}
              className={classes.hour}
              style={{ left: `${(i / (axisHours.length - 1)) * 100}%` }}
            >
              {formatTime(formatTimeOfDay(hour * 60), i18n.language)}
            </span>
          ))}
        </div>
        {day.washers.map((washer) => (
          <div key={washer.id} style={{ display: 'contents' }}>
            <div className={classes.name} data-testid="dispatch-washer">
              {washer.name}
            </div>
            <div
              className={classes.lane}
              data-testid={`lane-${washer.id}`}
              data-drop-target={dropWasher === washer.id || undefined}
              onDragOver={(event) => {
                event.preventDefault();
                setDropWasher(washer.id);
              }}
              onDragLeave={() => setDropWasher(null)}
              onDrop={(event) => onDrop(event, washer.id)}
            >
              {washer.blocks.map((block) => {
                const place = placement(block, day.date);
                if (!place) return null;
                const label = block.modifier === 'KBOT' ? t('block_external') : t('block_office');
                return (
                  <div
                    key={`${block.start}-${block.end}`}
                    className={classes.block}
                    style={{ left: `${place.left}%`, width: `${place.width}%` }}
                    data-testid="dispatch-block"
                  >
                    {label} {clockOf(block.start, i18n.language)}–
                    {clockOf(block.end, i18n.language)}
                  </div>
                );
              })}
              {washer.jobs.map((job) => (
                <JobBlock
                  key={job.orderId}
                  job={job}
                  date={day.date}
                  isSelected={props.selectedId === job.orderId}
                  onOpen={props.onOpen}
                  onKeyDown={onKeyDown}
                  onDragStart={onDragStart}
                />
              ))}
              {pending?.target.washerId === washer.id ? (
                <Ghost move={pending} isAllowed={canMove(day, pending.job, pending.target)} />
              ) : null}
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

function Ghost({ move, isAllowed }: { move: Move; isAllowed: boolean }) {
  const { t, i18n } = useTranslation('admin-dispatch');
  const left = ((move.target.startMinutes - 480) / WORKDAY_MINUTES) * 100;
  const width = (Math.min(jobMinutes(move.job), WORKDAY_MINUTES) / WORKDAY_MINUTES) * 100;
  const time = formatTime(formatTimeOfDay(move.target.startMinutes), i18n.language);
  return (
    <div
      className={classes.ghost}
      style={{ left: `${left}%`, width: `${width}%` }}
      data-refused={isAllowed ? undefined : true}
      data-testid="dispatch-ghost"
      role="status"
    >
      {isAllowed ? t('ghost_free', { time }) : t('ghost_taken', { time })}
    </div>
  );
}
