import { useState } from 'react';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DispatchDay, DispatchJob } from '#contracts/dispatch.ts';
import { showError, showSuccess } from '#web/components/ui/toast.ts';
import { formatLongDay } from '#web/lib/format-date.ts';
import { useDispatchDay, useDispatchDays } from '../api/get-dispatch-day';
import { useRescheduleOrder } from '../api/reschedule-order';
import { useBoardDate, type BoardView } from '../hooks/use-board-date';
import { targetInstant } from '../lib/board';
import { weekOf } from '../lib/format';
import { DayBoard, type Move } from './day-board';
import { JobDrawer } from './job-drawer';
import { MoveDialog } from './move-dialog';
import { PhoneDayList } from './phone-day-list';
import { WeekBoard } from './week-board';

const washerOf = (days: (DispatchDay | undefined)[], orderId: number) =>
  days.flatMap((d) => d?.washers ?? []).find((w) => w.jobs.some((j) => j.orderId === orderId));

/** The loaded day that holds the job (day view: the day; week view: one of seven). */
const dayOf = (days: (DispatchDay | undefined)[], orderId: number) =>
  days.find((d) => d?.washers.some((w) => w.jobs.some((j) => j.orderId === orderId)));

/**
 * /admin/dispatch: the back office's first page. Who goes where and when, a day or a week
 * at a time; a job opens in a drawer, moves by drag and drop or keyboard (day view) or by
 * the drawer's form (any view, touch screens), and each washer's day prints as a run sheet.
 * On a phone the day is a list per washer. The washers' steps show within seconds (the
 * day's query refetches every few seconds while the tab is visible).
 */
export function DispatchPage() {
  const { t, i18n } = useTranslation('admin-dispatch');
  const board = useBoardDate();
  const [opened, setOpened] = useState<DispatchJob | null>(null);
  const [move, setMove] = useState<Move | null>(null);
  const reschedule = useRescheduleOrder();
  // A phone gets the day as a list per washer (no sideways scrolling); a job moves from its drawer.
  const isPhone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const dates = board.view === 'week' ? weekOf(board.date) : [board.date];
  const dayQuery = useDispatchDay(board.date);
  const weekQueries = useDispatchDays(board.view === 'week' ? dates : []);
  const days = board.view === 'week' ? weekQueries.map((q) => q.data) : [dayQuery.data];

  function confirmMove(notifyCustomer: boolean) {
    if (!move) return;
    reschedule.mutate(
      {
        orderId: move.job.orderId,
        cleanerId: move.target.washerId,
        start: targetInstant(move.date, move.target.startMinutes),
        notifyCustomer,
      },
      {
        onSuccess: () => {
          setMove(null);
          showSuccess(t('moved'));
        },
        onError: (error) => {
          setMove(null);
          showError(t('move_failed', { reason: error.message }));
        },
      },
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{formatLongDay(board.date, i18n.language)}</Text>
        </div>
        <Group gap="xs" align="flex-end">
          <SegmentedControl
            aria-label={t('view')}
            value={board.view}
            onChange={(value) => board.setView(value as BoardView)}
            data={[
              { value: 'day', label: t('view_day') },
              { value: 'week', label: t('view_week') },
            ]}
          />
          <Button variant="default" onClick={board.previous}>
            {board.view === 'week' ? t('previous_week') : t('previous_day')}
          </Button>
          <Button variant="default" onClick={board.today}>
            {t('today')}
          </Button>
          <Button variant="default" onClick={board.next}>
            {board.view === 'week' ? t('next_week') : t('next_day')}
          </Button>
          <TextInput
            type="date"
            label={t('date')}
            value={board.date}
            onChange={(event) =>
              event.currentTarget.value && board.setDate(event.currentTarget.value)
            }
            w={160}
          />
        </Group>
      </Group>
      {board.view === 'day' ? (
        dayQuery.isPending ? (
          <Center py="xl">
            <Loader role="status" aria-label={t('loading')} />
          </Center>
        ) : dayQuery.isError ? (
          <Alert color="red" role="alert">
            {t('load_failed')}
            <Button
              variant="subtle"
              size="compact-sm"
              ml="sm"
              onClick={() => void dayQuery.refetch()}
            >
              {t('retry')}
            </Button>
          </Alert>
        ) : (
          <>
            {isPhone ? (
              <PhoneDayList
                day={dayQuery.data}
                selectedId={opened?.orderId ?? null}
                onOpen={setOpened}
              />
            ) : (
              <DayBoard
                day={dayQuery.data}
                selectedId={opened?.orderId ?? null}
                onOpen={setOpened}
                onMove={setMove}
                onRefused={() => showError(t('move_refused'))}
              />
            )}
            <Group gap="xs" data-testid="run-sheets">
              <Text size="sm">{t('run_sheets')}</Text>
              {dayQuery.data.washers.map((w) => (
                <Button
                  key={w.id}
                  component={Link}
                  to={`/admin/dispatch/${w.id}/${board.date}/print`}
                  variant="light"
                  size="compact-sm"
                >
                  {w.name}
                </Button>
              ))}
            </Group>
          </>
        )
      ) : (
        <WeekBoard
          dates={dates}
          days={days}
          selectedId={opened?.orderId ?? null}
          onOpen={setOpened}
          onOpenDay={board.openDay}
        />
      )}
      <JobDrawer
        job={opened}
        day={opened ? dayOf(days, opened.orderId) : undefined}
        washer={opened ? washerOf(days, opened.orderId) : undefined}
        onClose={() => setOpened(null)}
        onMove={(next) => {
          setOpened(null);
          setMove(next);
        }}
      />
      <MoveDialog
        key={
          move ? `${move.job.orderId}-${move.target.washerId}-${move.target.startMinutes}` : 'none'
        }
        move={move}
        washerName={
          days
            .find((d) => d?.date === move?.date)
            ?.washers.find((w) => w.id === move?.target.washerId)?.name
        }
        isSaving={reschedule.isPending}
        onConfirm={confirmMove}
        onClose={() => setMove(null)}
      />
    </Stack>
  );
}

export { DispatchPage as Component };
