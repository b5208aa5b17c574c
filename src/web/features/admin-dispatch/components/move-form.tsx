import { useState } from 'react';
import { Button, Fieldset, NativeSelect, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DispatchDay, DispatchJob } from '#contracts/dispatch.ts';
import { formatTimeOfDay } from '#domain/calendar/time-of-day.ts';
import { formatTime } from '#web/lib/format-date.ts';
import { freeStarts, startMinutesOn } from '../lib/board';
import type { Move } from './day-board';

/**
 * Moving a job without dragging (touch screens, decision 056): pick the washer, then one
 * of the starts that `canMove` allows on that washer's day; the move then asks as a drop
 * does (the customer's mail ticked).
 */
export function MoveForm(props: {
  job: DispatchJob;
  day: DispatchDay;
  washerId: number;
  onMove: (move: Move) => void;
}) {
  const { t, i18n } = useTranslation('admin-dispatch');
  const { job, day } = props;
  const [washerId, setWasherId] = useState(props.washerId);
  const starts = freeStarts(day, job, washerId);
  const own = startMinutesOn(job, day.date);
  const [picked, setPicked] = useState<number | null>(null);
  // The picked start if still free on this washer, else the first free one after the old time.
  const start =
    picked !== null && starts.includes(picked)
      ? picked
      : (starts.find((m) => m !== own || washerId !== props.washerId) ?? null);
  return (
    <Fieldset legend={t('move_to')} data-testid="move-form" variant="filled">
      <NativeSelect
        label={t('move_washer')}
        value={String(washerId)}
        onChange={(event) => {
          setWasherId(Number(event.currentTarget.value));
          setPicked(null);
        }}
        data={day.washers.map((w) => ({ value: String(w.id), label: w.name }))}
      />
      {starts.length === 0 ? (
        <Text mt="sm" size="sm" role="status">
          {t('move_no_free')}
        </Text>
      ) : (
        <NativeSelect
          mt="sm"
          label={t('move_start')}
          description={t('move_free_count', { count: starts.length })}
          value={start === null ? '' : String(start)}
          onChange={(event) => setPicked(Number(event.currentTarget.value))}
          data={starts.map((m) => ({
            value: String(m),
            label: formatTime(formatTimeOfDay(m), i18n.language),
          }))}
        />
      )}
      <Button
        mt="md"
        fullWidth
        disabled={start === null}
        onClick={() =>
          start !== null &&
          props.onMove({ job, date: day.date, target: { washerId, startMinutes: start } })
        }
      >
        {t('move_choose')}
      </Button>
    </Fieldset>
  );
}
