import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  maxPaymentTermsDays,
  maxReminderFee,
  paymentTermsSchema,
  type PaymentTerms,
} from '#contracts/receivables.ts';
import { showError, showSuccess } from '#web/components/ui/toast.ts';
import { applyServerFieldErrors, errorText } from '#web/lib/form-errors.ts';
import { useSavePaymentTerms } from '../api/payment-terms';

const fields = ['paymentTermsDays', 'reminderFee'] as const;

/**
 * The invoices' days net and the payment reminder's fee (issue 24 point 2, decision 062):
 * every invoice's due date is its invoice day plus the days; a fee of 0 leaves the reminder
 * without a fee line. Out-of-range values are not clamped: the form says what is allowed.
 */
export function PaymentTermsTab({ terms }: { terms: PaymentTerms }) {
  const { t, i18n } = useTranslation('admin-settings');
  const save = useSavePaymentTerms();
  const form = useForm<PaymentTerms>({
    resolver: zodResolver(paymentTermsSchema),
    defaultValues: terms,
  });
  const { isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      form.reset(await save.mutateAsync(values));
      showSuccess(t('terms.saved'));
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, fields)) showError(t('terms.save_failed'));
    }
  });
  const decimalSeparator = i18n.language === 'en' ? '.' : ',';
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate data-testid="payment-terms-form">
      <Stack gap="md" maw={640}>
        <Title order={2} size="h3">
          {t('terms.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('terms.intro')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={form.control}
            name="paymentTermsDays"
            render={({ field, fieldState }) => (
              <NumberInput
                label={t('terms.fields.paymentTermsDays')}
                description={t('terms.days_help')}
                withAsterisk
                min={1}
                max={maxPaymentTermsDays}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="none"
                value={field.value ?? ''}
                onChange={(v) => field.onChange(typeof v === 'number' ? v : Number.NaN)}
                onBlur={field.onBlur}
                name={field.name}
                error={errorText(t, fieldState.error?.message)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="reminderFee"
            render={({ field, fieldState }) => (
              <NumberInput
                label={t('terms.fields.reminderFee')}
                description={t('terms.fee_help')}
                withAsterisk
                min={0}
                max={maxReminderFee}
                decimalScale={2}
                decimalSeparator={decimalSeparator}
                allowNegative={false}
                clampBehavior="none"
                suffix=" €"
                value={field.value ?? ''}
                onChange={(v) => field.onChange(typeof v === 'number' ? v : Number.NaN)}
                onBlur={field.onBlur}
                name={field.name}
                error={errorText(t, fieldState.error?.message)}
              />
            )}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={isSubmitting} disabled={!form.formState.isDirty}>
            {t('terms.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
