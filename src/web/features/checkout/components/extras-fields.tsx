import { Checkbox, Select, Stack, Title } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cleanIntervals } from '#contracts/contact-form-fields.ts';
import type { ContactFormApi } from '../hooks/use-contact-form';
import classes from './checkout.module.css';

/**
 * Recurring order with its interval (3, 6, 9 or 12 months), cleaner language, marketing.
 * A shopping centre's package recurs by itself, so it has no recurring choice.
 */
export function ExtrasFields({
  form,
  withRecurring = true,
}: {
  form: ContactFormApi;
  withRecurring?: boolean;
}) {
  const { t } = useTranslation('checkout');
  const { register, control, watch } = form;
  const isRepeated = watch('repeated_order') === true;
  const intervals = cleanIntervals.map((months) => ({
    value: String(months),
    label: t('fields.interval_months', { count: months }),
  }));
  return (
    <Stack gap="sm" component="fieldset" className={classes.fieldset}>
      <Title order={2} size="h4" component="legend">
        {t('sections.extras')}
      </Title>
      {withRecurring ? (
        <Checkbox
          label={t('fields.repeated_order')}
          description={t('fields.repeated_order_hint')}
          {...register('repeated_order')}
        />
      ) : null}
      {withRecurring && isRepeated ? (
        <Controller
          control={control}
          name="clean_interval"
          render={({ field }) => (
            <Select
              label={t('fields.clean_interval')}
              data={intervals}
              value={String(field.value ?? 12)}
              onChange={(value) => field.onChange(Number(value ?? 12))}
              onBlur={field.onBlur}
              ref={field.ref}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              maw={320}
            />
          )}
        />
      ) : null}
      <Checkbox
        label={t('fields.international_cleaner')}
        description={t('fields.international_cleaner_hint')}
        {...register('international_cleaner')}
      />
      <Checkbox label={t('fields.marketing_permission')} {...register('marketing_permission')} />
    </Stack>
  );
}
