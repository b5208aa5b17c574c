import { useTranslation } from 'react-i18next';
import type { DispatchJob } from '#contracts/dispatch.ts';
import { progressOf } from '../lib/job-facts';
import { timeRange } from '../lib/format';
import { ProgressBadge } from './progress-badge';
import classes from './dispatch.module.css';

/**
 * A job as a card in a list (the week's days, the day on a phone): its time, the washer's
 * last step, the street and the customer; with `isFull`, also the status and the door code.
 * A click or tap opens it in the drawer, where it can be moved.
 */
export function JobCard(props: {
  job: DispatchJob;
  isSelected: boolean;
  isFull?: boolean;
  onOpen: (job: DispatchJob) => void;
}) {
  const { t, i18n } = useTranslation('admin-dispatch');
  const { job } = props;
  const time = timeRange(job, i18n.language);
  const status = t(`status.${job.status}`);
  const progress = progressOf(job);
  return (
    <button
      type="button"
      className={classes.card}
      data-status={job.status}
      data-selected={props.isSelected || undefined}
      data-testid="dispatch-job"
      data-order-id={job.orderId}
      aria-label={t('job_label', {
        time,
        name: job.customer.name,
        street: job.address.street,
        status: progress ? `${status}, ${t(`progress.${progress}`)}` : status,
      })}
      onClick={() => props.onOpen(job)}
    >
      <span className={classes.cardHead}>
        <strong>{time}</strong>
        <ProgressBadge progress={progress} size="xs" />
      </span>
      <span className={classes.cardLine}>{job.address.street}</span>
      <span className={classes.cardLine}>{job.customer.name}</span>
      {props.isFull ? (
        <>
          <span className={classes.cardLine}>{status}</span>
          {job.address.message ? (
            <span className={classes.cardLine}>{job.address.message}</span>
          ) : null}
        </>
      ) : null}
    </button>
  );
}
