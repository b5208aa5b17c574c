import '@mantine/dates/styles.css';
import 'dayjs/locale/fi';
import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Center,
  Group,
  List,
  Loader,
  Paper,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { DatePicker, DatesProvider } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import type { BlockedJob } from '#contracts/calendar-block-conflict.ts';
import type { CalendarRow } from '#contracts/calendar.ts';
import { isoWeekday } from '#domain/calendar/local-date.ts';
import { deleteIcon } from '#web/components/admin/icons.tsx';
import { showError, showSuccess } from '#web/components/ui/toast.ts';
import { isApiError } from '#web/lib/api/errors.ts';
import { formatLongDay } from '#web/lib/format-date.ts';
import { useCalendarRows, useDeleteBlock, useSaveBlocks } from '../api/calendar-blocks';
import {
  blockedDays,
  draftsOfDay,
  endTimes,
  formatBlockTime,
  isExternal,
  isValidDraft,
  newDraft,
  startTimes,
  toSaveInput,
  type BlockDraft,
} from '../lib/blocks';
import classes from './admin-calendar.module.css';
import { timeOffEntries, timeOffOfDay } from '../lib/time-off';
import { BlockOverJobsModal, jobsOfConflict } from './block-over-jobs-modal';
import { TimeOffSection, useTimeOffLabel } from './time-off-section';

const isWeekend = (day: string) => isoWeekday(day) >= 6;

/** The chosen day's blocks of one calendar: start and end choices, remove, add, save. */
function DayBlocks({ row, day }: { row: CalendarRow; day: string }) {
  const { t, i18n } = useTranslation('admin-calendar');
  const [edits, setEdits] = useState<Record<string, BlockDraft[]>>({});
  const save = useSaveBlocks();
  const [jobsUnder, setJobsUnder] = useState<BlockedJob[] | null>(null);
  const remove = useDeleteBlock();
  const timeOffLabel = useTimeOffLabel();
  const timeOff = timeOffOfDay(timeOffEntries(row), day);
  const key = `${row.id}/${day}`;
  const drafts = edits[key] ?? draftsOfDay(row, day);
  const isDirty = edits[key] !== undefined;
  const setDrafts = (next: BlockDraft[]) => setEdits((all) => ({ ...all, [key]: next }));
  const change = (id: BlockDraft['id'], patch: Partial<BlockDraft>) =>
    setDrafts(drafts.map((d) => (d.id === id ? { ...d, ...patch } : d)));

  function removeDraft(draft: BlockDraft) {
    const rest = drafts.filter((d) => d.id !== draft.id);
    // An unsaved block only leaves the list (admin spec section 4).
    if (typeof draft.id !== 'number') return setDrafts(rest);
    remove.mutate(draft.id, {
      onSuccess: () => {
        if (isDirty) setDrafts(rest);
        showSuccess(t('deleted'));
      },
      onError: (error) => showError(t('delete_failed', { reason: error.message })),
    });
  }

  function saveDrafts(confirm = false) {
    if (!drafts.every(isValidDraft)) return;
    save.mutate(
      { calendarId: row.id, blocks: toSaveInput(drafts), confirm },
      {
        onSuccess: () => {
          setJobsUnder(null);
          setEdits(({ [key]: _saved, ...rest }) => rest);
          showSuccess(t('saved'));
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

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {formatLongDay(day, i18n.language)}
      </Title>
      {timeOff ? (
        <Text size="sm" data-testid="day-time-off">
          {t('day_in_time_off', { label: timeOffLabel(timeOff) })}
        </Text>
      ) : null}
      {drafts.length === 0 && !timeOff ? (
        <Text size="sm" c="dimmed">
          {t('no_blocks')}
        </Text>
      ) : null}
      {drafts.map((draft, index) => (
        <div key={draft.id} className={classes.blockRow} data-testid="block-row">
          <Select
            label={t('start')}
            aria-label={t('start_named', { index: index + 1 })}
            data={startTimes.map((time) => ({ value: time, label: time }))}
            value={draft.start}
            onChange={(value) => value && change(draft.id, { start: value })}
            allowDeselect={false}
          />
          <Select
            label={t('end')}
            aria-label={t('end_named', { index: index + 1 })}
            data={endTimes.map((time) => ({ value: time, label: time }))}
            value={draft.end}
            onChange={(value) => value && change(draft.id, { end: value })}
            allowDeselect={false}
            error={isValidDraft(draft) ? undefined : t('end_before_start')}
          />
          <ActionIcon
            variant="light"
            color="red"
            size="lg"
            mb={isValidDraft(draft) ? 4 : 26}
            aria-label={t('remove_named', { index: index + 1 })}
            loading={remove.isPending && remove.variables === draft.id}
            onClick={() => removeDraft(draft)}
          >
            {deleteIcon}
          </ActionIcon>
        </div>
      ))}
      <Group gap="sm">
        <Button variant="light" onClick={() => setDrafts([...drafts, newDraft(day)])}>
          {t('add')}
        </Button>
        <Button
          onClick={() => saveDrafts()}
          loading={save.isPending}
          disabled={!isDirty || !drafts.every(isValidDraft)}
        >
          {t('save')}
        </Button>
      </Group>
      <BlockOverJobsModal
        jobs={jobsUnder}
        isSaving={save.isPending}
        onConfirm={() => saveDrafts(true)}
        onClose={() => setJobsUnder(null)}
      />
    </Stack>
  );
}

/** The external booking system's blocks of the calendar: shown, never edited here. */
function ExternalBlocks({ row }: { row: CalendarRow }) {
  const { t } = useTranslation('admin-calendar');
  const external = row.disabled_dates.filter(isExternal);
  return (
    <Stack gap={6}>
      <Title order={2} size="h5">
        {t('external_title')}
      </Title>
      {external.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('external_none')}
        </Text>
      ) : (
        <List size="sm" spacing={4} data-testid="external-blocks">
          {external.map((block) => (
            <List.Item key={block.id}>
              {formatBlockTime(block.start_datetime)} – {formatBlockTime(block.end_datetime)}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

function CalendarEditor({ rows }: { rows: CalendarRow[] }) {
  const { t, i18n } = useTranslation('admin-calendar');
  const [calendarId, setCalendarId] = useState(rows[0]?.id);
  const [day, setDay] = useState<string | null>(null);
  const row = rows.find((r) => r.id === calendarId) ?? rows[0];
  if (!row) return <Text c="dimmed">{t('no_calendars')}</Text>;
  const blocked = blockedDays(row);
  const language = i18n.language === 'en' ? 'en' : 'fi';
  return (
    <Stack gap="lg">
      <Group gap="xs" role="group" aria-label={t('calendars')}>
        {rows.map((r) => (
          <Button
            key={r.id}
            variant={r.id === row.id ? 'filled' : 'default'}
            aria-pressed={r.id === row.id}
            onClick={() => setCalendarId(r.id)}
          >
            {r.name}
          </Button>
        ))}
      </Group>
      <div className={classes.layout}>
        <Paper withBorder radius="md" p="sm">
          <DatesProvider settings={{ locale: language, firstDayOfWeek: 1, weekendDays: [0, 6] }}>
            <DatePicker
              className={classes.picker}
              value={day}
              onChange={setDay}
              excludeDate={isWeekend}
              hideOutsideDates
              allowDeselect={false}
              highlightToday
              maxLevel="year"
              getDayProps={(date) => ({
                'data-date': date,
                'data-blocked': blocked.has(date) || undefined,
              })}
              getDayAriaLabel={(date) =>
                blocked.has(date)
                  ? t('day_blocked', { day: formatLongDay(date, language) })
                  : formatLongDay(date, language)
              }
              ariaLabels={{ previousMonth: t('previous_month'), nextMonth: t('next_month') }}
              data-testid="block-calendar"
            />
          </DatesProvider>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Stack gap="lg">
            {day ? <DayBlocks row={row} day={day} /> : <Text c="dimmed">{t('choose_day')}</Text>}
            <TimeOffSection row={row} day={day} />
            <ExternalBlocks row={row} />
          </Stack>
        </Paper>
      </div>
    </Stack>
  );
}

/** /admin/calendar: washers' unavailable days (admin spec sections 2, 4, 5 and 9). */
export function CalendarPage() {
  const { t } = useTranslation('admin-calendar');
  const rows = useCalendarRows();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      <Text size="sm" c="dimmed" maw={720}>
        {t('intro')}
      </Text>
      {rows.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('loading')} />
        </Center>
      ) : rows.isError ? (
        <Alert color="red" role="alert">
          {t('load_failed')}
          <Button variant="subtle" size="compact-sm" ml="sm" onClick={() => void rows.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : (
        <CalendarEditor rows={rows.data} />
      )}
    </Stack>
  );
}

export { CalendarPage as Component };
