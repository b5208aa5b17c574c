import { Checkbox, Select, Stack } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cleanIntervals } from '#contracts/contact-form-fields.ts';
import type { StaffOrderForm, StaffOrderFormInput } from '../lib/staff-order-form';

type Form = UseFormReturn<StaffOrderFormInput, unknown, StaffOrderForm>;

/** A recurring order and its interval, as on the customer's form (3, 6, 9 or 12 months). */
export function RecurringFields({ form }: { form: Form }) {
  const { t } = useTranslation('admin-staff-order');
  const isRecurring = form.watch('address.repeated_order') === true;
  return (
    <Stack gap="xs">
      <Checkbox label={t('recurring.label')} {...form.register('address.repeated_order')} />
      {isRecurring ? (
        <Controller
          control={form.control}
          name="address.clean_interval"
          render={({ field }) => (
            <Select
              label={t('recurring.interval')}
              data={cleanIntervals.map((months) => ({
                value: String(months),
                label: t('recurring.months', { count: months }),
              }))}
              value={String(field.value ?? 12)}
              onChange={(v) => field.onChange(Number(v ?? 12))}
              allowDeselect={false}
              maw={240}
            />
          )}
        />
      ) : null}
    </Stack>
  );
}
