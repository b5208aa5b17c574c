import type { DragEvent, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DispatchJob } from '#contracts/dispatch.ts';
import { placement } from '../lib/board';
import { timeRange } from '../lib/format';
import { progressOf } from '../lib/job-facts';
import { ProgressBadge } from './progress-badge';
import classes from './dispatch.module.css';

/**
 * One job on a washer's lane, at its time and as long as it lasts: time, the washer's last
 * step, customer, street, door code (the customer's note) and status. A button: Enter or a click opens
 * it; the arrow keys start a keyboard move; it can be dragged to another time or washer.
 */
export function JobBlock(props: {
  job: DispatchJob;
  date: string;
  isSelected: boolean;
  isCompact?: boolean;
  onOpen: (job: DispatchJob) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLButtonElement>, job: DispatchJob) => void;
  onDragStart?: (event: DragEvent<HTMLButtonElement>, job: DispatchJob) => void;
}) {
  const { t, i18n } = useTranslation('admin-dispatch');
  const { job, date } = props;
  const place = placement(job, date);
  if (!place) return null;
  const time = timeRange(job, i18n.language);
  const status = t(`status.${job.status}`);
  const progress = progressOf(job);
  return (
    <button
      type="button"
      className={classes.job}
      style={{ left: `${place.left}%`, width: `${place.width}%` }}
      data-status={job.status}
      data-selected={props.isSelected || undefined}
      data-testid="dispatch-job"
      data-order-id={job.orderId}
      draggable={props.onDragStart !== undefined}
      aria-label={t('job_label', {
        time,
        name: job.customer.name,
        street: job.address.street,
        status: progress ? `${status}, ${t(`progress.${progress}`)}` : status,
      })}
      aria-describedby={props.onKeyDown ? 'dispatch-move-help' : undefined}
      onClick={() => props.onOpen(job)}
      onKeyDown={(event) => props.onKeyDown?.(event, job)}
      onDragStart={(event) => props.onDragStart?.(event, job)}
    >
      <span className={classes.line}>
        <strong>{time}</strong> {props.isCompact ? null : status}
      </span>
      <ProgressBadge progress={progress} size="xs" />
      <span className={classes.line}>{job.customer.name}</span>
      {props.isCompact ? null : (
        <>
          <span className={classes.line}>{job.address.street}</span>
          {job.address.message ? <span className={classes.line}>{job.address.message}</span> : null}
        </>
      )}
    </button>
  );
}
