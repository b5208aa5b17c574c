import { useState } from 'react';
import { Anchor, Badge, Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DispatchDay, DispatchJob } from '#contracts/dispatch.ts';
import { helsinkiDate } from '#domain/calendar/helsinki-time.ts';
import { formatDay } from '#web/lib/format-date.ts';
import { jobMinutes } from '../lib/board';
import { addressLine, timeRange } from '../lib/format';
import { noteForWasherOf, progressOf } from '../lib/job-facts';
import type { Move } from './day-board';
import { JobItems } from './job-items';
import { MoveForm } from './move-form';
import { ProgressBadge } from './progress-badge';

/**
 * A picked job: its facts, the washer's last step, the office's note for the washer and the
 * customer's door code and instructions, a call link, a form to move it, and its order page.
 */
export function JobDrawer(props: {
  job: DispatchJob | null;
  day: DispatchDay | undefined;
  washer: { id: number; name: string } | undefined;
  onClose: () => void;
  onMove: (move: Move) => void;
}) {
  const { t, i18n } = useTranslation('admin-dispatch');
  const { job } = props;
  // The drawer keeps its name while it slides shut (a dialog needs one, even closing).
  const [titleId, setTitleId] = useState(job?.orderId);
  if (job && job.orderId !== titleId) setTitleId(job.orderId);
  const minutes = job ? jobMinutes(job) : 0;
  return (
    <Drawer
      opened={job !== null}
      onClose={props.onClose}
      position="right"
      size="sm"
      title={t('job_title', { id: job?.orderId ?? titleId })}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {job ? (
        <Stack gap="sm" data-testid="job-drawer">
          <Group gap="xs">
            <Badge variant="light">{t(`status.${job.status}`)}</Badge>
            <ProgressBadge progress={progressOf(job)} />
            {props.washer ? <Text size="sm">{props.washer.name}</Text> : null}
          </Group>
          <Text>
            {formatDay(helsinkiDate(job.start), i18n.language)} {timeRange(job, i18n.language)} (
            {t('minutes', { count: minutes })})
          </Text>
          <div>
            <Text fw={600}>{job.customer.name}</Text>
            {job.customer.phone && (
              <Anchor href={`tel:${job.customer.phone}`}>{job.customer.phone}</Anchor>
            )}
          </div>
          <Text>{addressLine(job)}</Text>
          <div>
            <Text size="sm" c="dimmed">
              {t('col_items')}
            </Text>
            <JobItems items={job.items} />
          </div>
          <div>
            <Text size="sm" c="dimmed">
              {t('note')}
            </Text>
            <Text data-testid="job-note" style={{ whiteSpace: 'pre-line' }}>
              {job.address.message ?? t('no_note')}
            </Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              {t('note_for_washer')}
            </Text>
            <Text data-testid="job-washer-note" style={{ whiteSpace: 'pre-line' }}>
              {noteForWasherOf(job) ?? t('no_note_for_washer')}
            </Text>
          </div>
          <Text size="sm" c="dimmed">
            {t('move_hint')}
          </Text>
          {props.day && props.washer ? (
            <MoveForm
              key={job.orderId}
              job={job}
              day={props.day}
              washerId={props.washer.id}
              onMove={props.onMove}
            />
          ) : null}
          <Button component={Link} to={`/admin/order/edit/${job.orderId}`} variant="light">
            {t('open_order')}
          </Button>
        </Stack>
      ) : null}
    </Drawer>
  );
}
