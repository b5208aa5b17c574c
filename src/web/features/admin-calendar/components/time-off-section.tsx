import { useState } from 'react';
import {
  ActionIcon,
  Button,
  Group,
  List,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BlockedJob } from '#contracts/calendar-block-conflict.ts';
import type { CalendarRow } from '#contracts/calendar.ts';
import { ConfirmDeleteModal } from '#web/components/admin/confirm-delete-modal.tsx';
import { deleteIcon } from '#web/components/admin/icons.tsx';
import { showError, showSuccess } from '#web/components/ui/toast.ts';
import { isApiError } from '#web/lib/api/errors.ts';
import { useDeleteBlock, useSaveBlocks } from '../api/calendar-blocks';
import { endTimes, startTimes } from '../lib/blocks';
import {
  formatDayRange,
  newTimeOff,
  timeOffEntries,
  timeOffInput,
  timeOffProblem,
  type TimeOffDraft,
  type TimeOffEntry,
} from '../lib/time-off';
import classes from './admin-calendar.module.css';
import { BlockOverJobsModal, jobsOfConflict } from './block-over-jobs-modal';

/** '1.–5.12.2026 (5 päivää)', or with the hours of the first and last day. */
export function useTimeOffLabel() {
  const { t } = useTranslation('admin-calendar');
  return (entry: TimeOffEntry) => {
    const range = formatDayRange(entry.first, entry.last);
    const days = t('time_off_days', { count: entry.days });
    return entry.hours
      ? t('time_off_label_hours', { range, days, start: entry.hours.start, end: entry.hours.end })
      : t('time_off_label', { range, days });
  };
}

/** The form: first and last day, whole days or the hours of the first and last day. */
function TimeOffForm({ row, day }: { row: CalendarRow; day: string | null }) {
  const { t } = useTranslation('admin-calendar');
  const [draft, setDraft] = useState<TimeOffDraft>(() => newTimeOff(day));
  const [isTouched, setTouched] = useState(false);
  const [jobsUnder, setJobsUnder] = useState<BlockedJob[] | null>(null);
  const save = useSaveBlocks();
  const problem = timeOffProblem(draft);
  const change = (patch: Partial<TimeOffDraft>) => {
    setTouched(true);
    setDraft((d) => ({ ...d, ...patch }));
  };

  function submit(confirm = false) {
    setTouched(true);
    if (problem) return;
    save.mutate(
      { calendarId: row.id, blocks: timeOffInput(draft, `new-off-${Date.now()}`), confirm },
      {
        onSuccess: () => {
          setJobsUnder(null);
          setTouched(false);
          setDraft(newTimeOff(day));
          showSuccess(t('time_off_saved'));
        },
        onError: (error) => {
          const jobs = isApiError(error, 'BLOCK_OVER_JOBS') ? jobsOfConflict(error.body) : null;
          if (jobs) return setJobsUnder(jobs);
          setJobsUnder(null);
          showError(t('save_failed', { reason: error.message }));
        },
      },
    );
  }

  const dayError = problem?.startsWith('time_off_') && isTouched ? t(problem) : undefined;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <div className={classes.timeOffDays}>
          <TextInput
            type="date"
            label={t('time_off_first')}
            value={draft.first}
            onChange={(e) => {
              const first = e.currentTarget.value;
              change({ first, last: draft.last && draft.last >= first ? draft.last : first });
            }}
          />
          <TextInput
            type="date"
            label={t('time_off_last')}
            value={draft.last}
            min={draft.first || undefined}
            onChange={(e) => change({ last: e.currentTarget.value })}
            error={dayError}
          />
        </div>
        <Switch
          label={t('time_off_whole_days')}
          checked={draft.isWholeDays}
          onChange={(e) => change({ isWholeDays: e.currentTarget.checked })}
        />
        {draft.isWholeDays ? null : (
          <div className={classes.timeOffDays}>
            <Select
              label={t('time_off_start')}
              data={startTimes}
              value={draft.start}
              onChange={(value) => value && change({ start: value })}
              allowDeselect={false}
            />
            <Select
              label={t('time_off_end')}
              data={endTimes}
              value={draft.end}
              onChange={(value) => value && change({ end: value })}
              allowDeselect={false}
              error={problem === 'end_before_start' ? t(problem) : undefined}
            />
          </div>
        )}
        <Group>
          <Button type="submit" variant="light" loading={save.isPending}>
            {t('time_off_add')}
          </Button>
        </Group>
      </Stack>
      <BlockOverJobsModal
        jobs={jobsUnder}
        isSaving={save.isPending}
        onConfirm={() => submit(true)}
        onClose={() => setJobsUnder(null)}
      />
    </form>
  );
}

/**
 * Time off in one go (issue 24 point 9): the calendar's blocks over several days, one entry
 * each, removed as one; and the form that adds one.
 */
export function TimeOffSection({ row, day }: { row: CalendarRow; day: string | null }) {
  const { t } = useTranslation('admin-calendar');
  const label = useTimeOffLabel();
  const remove = useDeleteBlock();
  const [asked, setAsked] = useState<TimeOffEntry | null>(null);
  const entries = timeOffEntries(row);

  function confirmRemove() {
    if (!asked) return;
    remove.mutate(asked.id, {
      onSuccess: () => {
        setAsked(null);
        showSuccess(t('time_off_deleted'));
      },
      onError: (error) => showError(t('delete_failed', { reason: error.message })),
    });
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="time-off-title">
      <Title order={2} size="h5" id="time-off-title">
        {t('time_off_title')}
      </Title>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('time_off_none')}
        </Text>
      ) : (
        <List size="sm" spacing={4} listStyleType="none" data-testid="time-off-list">
          {entries.map((entry) => (
            <List.Item key={entry.id} data-testid="time-off-entry">
              <Group gap="xs" wrap="nowrap">
                <Text size="sm">{label(entry)}</Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('time_off_remove', { label: label(entry) })}
                  onClick={() => setAsked(entry)}
                >
                  {deleteIcon}
                </ActionIcon>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      <TimeOffForm key={`${row.id}/${day ?? ''}`} row={row} day={day} />
      <ConfirmDeleteModal
        opened={asked !== null}
        title={t('time_off_remove_title')}
        cancelLabel={t('over_jobs_cancel')}
        confirmLabel={t('time_off_remove_confirm')}
        isDeleting={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setAsked(null)}
      >
        <Text>{asked ? t('time_off_remove_text', { label: label(asked) }) : null}</Text>
      </ConfirmDeleteModal>
    </Stack>
  );
}
