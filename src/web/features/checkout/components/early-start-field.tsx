import { Alert, Checkbox, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { helsinkiDate } from '#domain/calendar/helsinki-time.ts';
import {
  startsWithinWithdrawalPeriod,
  withdrawalPeriodEnd,
} from '#domain/order/withdrawal-period.ts';
import { formatDay } from '#web/lib/format-date.ts';
import { useOrderStore } from '#web/stores/order-store.ts';
import type { ContactFormApi } from '../hooks/use-contact-form';
import { useFieldError } from '../hooks/use-field-error';
import classes from './checkout.module.css';

/**
 * The consumer's request that the work starts within the 14-day withdrawal period (decision
 * 050). Shown, required and explained only when the chosen day is within the period (issue
 * 28, decision 068): the server refuses such a day without it, naming this field, and that
 * refusal marks the box. A company has no withdrawal right; a later day needs no request.
 */
export function EarlyStartField({ form }: { form: ContactFormApi }) {
  const { t, i18n } = useTranslation('checkout');
  const error = useFieldError(form.formState.errors);
  const shippingDay = useOrderStore((state) => state.shippingDay);
  const [orderDay] = useState(() => helsinkiDate(new Date()));
  if (form.watch('company') === true) return null;
  if (!shippingDay || !startsWithinWithdrawalPeriod(orderDay, shippingDay)) return null;
  const days = {
    day: formatDay(shippingDay, i18n.language),
    end: formatDay(withdrawalPeriodEnd(orderDay), i18n.language),
  };
  return (
    <Stack
      gap="xs"
      component="fieldset"
      className={classes.fieldset}
      data-testid="early-start-section"
    >
      <Title order={2} size="h4" component="legend">
        {t('sections.early_start')}
      </Title>
      <Alert color="blue" variant="light">
        <Text size="sm">{t('early_start.why', days)}</Text>
      </Alert>
      <Checkbox
        label={t('fields.early_start')}
        description={t('fields.early_start_hint')}
        required
        error={error('early_start')}
        aria-invalid={error('early_start') ? true : undefined}
        data-testid="early-start"
        {...form.register('early_start')}
      />
    </Stack>
  );
}
