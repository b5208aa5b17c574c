import { NumberInput, Select } from '@mantine/core';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SaveCleanersInput } from '#contracts/settings.ts';
import { MAX_TRAVEL_MINUTES, startGridChoices } from '#domain/calendar/start-rules.ts';
import { errorText } from '#web/lib/form-errors.ts';

/**
 * A washer's travel minutes between jobs and start grid (decision 051): the offered start
 * times lie on the grid from 08:00, and the travel minutes stay free after each job.
 */
export function WasherStartRules(props: {
  control: Control<{ cleaners: SaveCleanersInput }>;
  index: number;
}) {
  const { t } = useTranslation('admin-settings');
  const { index } = props;
  const gridData = startGridChoices.map((n) => ({
    value: String(n),
    label: t('washers.grid_option', { minutes: n }),
  }));
  return (
    <>
      <Controller
        control={props.control}
        name={`cleaners.${index}.travelMinutes`}
        render={({ field, fieldState }) => (
          <NumberInput
            label={t('washers.travel')}
            aria-label={t('washers.travel_named', { index: index + 1 })}
            description={t('washers.travel_help')}
            min={0}
            max={MAX_TRAVEL_MINUTES}
            step={5}
            allowDecimal={false}
            allowNegative={false}
            suffix=" min"
            value={field.value ?? ''}
            onChange={(v) => field.onChange(typeof v === 'number' ? v : Number.NaN)}
            onBlur={field.onBlur}
            error={errorText(t, fieldState.error?.message)}
          />
        )}
      />
      <Controller
        control={props.control}
        name={`cleaners.${index}.startGridMinutes`}
        render={({ field, fieldState }) => (
          <Select
            label={t('washers.grid')}
            aria-label={t('washers.grid_named', { index: index + 1 })}
            description={t('washers.grid_help')}
            data={gridData}
            value={field.value === undefined ? null : String(field.value)}
            onChange={(v) => field.onChange(v === null ? undefined : Number(v))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            error={errorText(t, fieldState.error?.message)}
          />
        )}
      />
    </>
  );
}
