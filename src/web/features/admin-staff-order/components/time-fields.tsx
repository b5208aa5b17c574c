import { Alert, Checkbox, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isoDateSchema } from '#contracts/common.ts';
import type { SavedCleaner } from '#contracts/settings.ts';
import { errorText } from '#web/lib/form-errors.ts';
import { useFreeStarts } from '../api/get-free-starts';
import {
  isOverrideStart,
  offeredStarts,
  type StaffOrderForm,
  type StaffOrderFormInput,
} from '../lib/staff-order-form';

type Form = UseFormReturn<StaffOrderFormInput, unknown, StaffOrderForm>;

/**
 * The washer, the day and the start (issue 24 point 7): the start offers the washer's free
 * starts of that day for this job, as the customers' calendar reckons them (grid and
 * travel, decision 051). "Another time" offers every start of the working day; one that is
 * not free is marked as an override, which the server records in the order's history. The
 * server still refuses a time over a job or a block.
 */
export function TimeFields(props: {
  form: Form;
  washers: readonly SavedCleaner[];
  washingMinutes: number;
}) {
  const { form, washers } = props;
  const { t } = useTranslation('admin-staff-order');
  const { errors } = form.formState;
  const e = (message: string | undefined) => errorText(t, message);
  const cleanerId = Number(form.watch('cleanerId') || 0);
  const day = form.watch('day') ?? '';
  const time = form.watch('time') ?? '';
  const isOverride = form.watch('timeOverride') === true;
  const hasDay = isoDateSchema.safeParse(day).success;
  const minutes = Math.max(1, Math.ceil(props.washingMinutes));
  const free = useFreeStarts(
    cleanerId > 0 && hasDay ? { cleanerId, day, washingMinutes: minutes } : null,
  );
  const freeStarts = free.data?.starts;
  const starts = offeredStarts(freeStarts ?? [], isOverride);
  const isMarked = freeStarts !== undefined && isOverrideStart(time, freeStarts);

  // Without the override the start is one of the free ones: the first when it is not.
  useEffect(() => {
    if (isOverride || freeStarts === undefined || free.isPlaceholderData) return;
    if (!freeStarts.includes(time)) form.setValue('time', freeStarts[0] ?? '');
  }, [form, freeStarts, free.isPlaceholderData, isOverride, time]);

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('sections.time')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Controller
          control={form.control}
          name="cleanerId"
          render={({ field }) => (
            <Select
              label={t('time.washer')}
              withAsterisk
              searchable
              data={washers.map((w) => ({ value: String(w.id), label: w.name }))}
              value={field.value === '' ? null : String(field.value)}
              onChange={(v) => field.onChange(v ?? '')}
              error={e(errors.cleanerId?.message)}
            />
          )}
        />
        <TextInput
          type="date"
          label={t('time.day')}
          withAsterisk
          error={e(errors.day?.message)}
          {...form.register('day')}
        />
        <Controller
          control={form.control}
          name="time"
          render={({ field }) => (
            <Select
              label={t('time.start')}
              withAsterisk
              data={starts.map((start) => ({
                value: start,
                label:
                  freeStarts && isOverrideStart(start, freeStarts)
                    ? t('time.override_option', { time: start })
                    : start,
              }))}
              value={field.value === '' ? null : field.value}
              onChange={(v) => field.onChange(v ?? '')}
              allowDeselect={false}
              searchable={isOverride}
              disabled={cleanerId === 0 || !hasDay}
              error={e(errors.time?.message)}
              data-testid="staff-order-start"
            />
          )}
        />
      </SimpleGrid>
      <Text size="sm" c="dimmed" data-testid="free-starts-note" aria-live="polite">
        {cleanerId === 0 || !hasDay
          ? t('time.choose_washer_first')
          : free.isError
            ? t('time.free_failed')
            : freeStarts === undefined
              ? t('loading')
              : freeStarts.length === 0
                ? t('time.none_free')
                : t('time.free_count', { count: freeStarts.length })}
      </Text>
      <Checkbox
        label={t('time.override')}
        description={t('time.override_hint')}
        {...form.register('timeOverride')}
        data-testid="time-override"
      />
      {isMarked ? (
        <Alert color="orange" variant="light" data-testid="override-mark">
          {t('time.override_mark', { time })}
        </Alert>
      ) : null}
    </Stack>
  );
}
