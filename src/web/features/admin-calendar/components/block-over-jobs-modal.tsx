import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BlockedJob } from '#contracts/calendar-block-conflict.ts';
import { ConfirmDeleteModal } from '#web/components/admin/confirm-delete-modal.tsx';
import { formatDateTime } from '#web/lib/format-date.ts';

/**
 * A block over booked jobs asks first (issue 14): the jobs in the blocked time, and
 * "block anyway", which saves with confirm. The jobs stay booked: the dispatcher moves them.
 */
export function BlockOverJobsModal(props: {
  jobs: BlockedJob[] | null;
  isSaving: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('admin-calendar');
  const jobs = props.jobs ?? [];
  return (
    <ConfirmDeleteModal
      opened={props.jobs !== null}
      title={t('over_jobs_title')}
      cancelLabel={t('over_jobs_cancel')}
      confirmLabel={t('over_jobs_confirm')}
      isDeleting={props.isSaving}
      onConfirm={props.onConfirm}
      onClose={props.onClose}
    >
      <Text size="sm" mb="xs">
        {t('over_jobs_text', { count: jobs.length })}
      </Text>
      <List size="sm" spacing={4} data-testid="jobs-under-block">
        {jobs.map((job) => (
          <List.Item key={job.orderId}>
            {t('over_jobs_item', {
              start: formatDateTime(job.start, i18n.language),
              id: job.orderId,
            })}
          </List.Item>
        ))}
      </List>
      <Text size="sm" c="dimmed" mt="xs">
        {t('over_jobs_hint')}
      </Text>
    </ConfirmDeleteModal>
  );
}

/** The jobs of a BLOCK_OVER_JOBS answer's body, or null for any other error. */
export function jobsOfConflict(body: unknown): BlockedJob[] | null {
  if (typeof body !== 'object' || body === null || !('jobs' in body)) return null;
  const jobs = (body as { jobs: unknown }).jobs;
  return Array.isArray(jobs) ? (jobs as BlockedJob[]) : null;
}
