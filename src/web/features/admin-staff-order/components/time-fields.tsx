import { Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SavedCleaner } from '#contracts/settings.ts';
import { errorText } from '#web/lib/form-errors.ts';
import { startTimes, type StaffOrderForm, type StaffOrderFormInput } from '../lib/staff-order-form';

type Form = UseFormReturn<StaffOrderFormInput, unknown, StaffOrderForm>;

/**
 * The washer and the time, chosen freely (any washer, any day from today, a start on the
 * 15-minute grid 08:00-15:45); the server still refuses a time over a job or a block.
 */
export function TimeFields({ form, washers }: { form: Form; washers: readonly SavedCleaner[] }) {
  const { t } = useTranslation('admin-staff-order');
  const { errors } = form.formState;
  const e = (message: string | undefined) => errorText(t, message);
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
              data={[...startTimes]}
              value={field.value}
              onChange={(v) => field.onChange(v ?? '08:00')}
              allowDeselect={false}
              error={e(errors.time?.message)}
            />
          )}
        />
      </SimpleGrid>
    </Stack>
  );
}
