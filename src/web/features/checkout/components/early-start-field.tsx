import { Checkbox, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ContactFormApi } from '../hooks/use-contact-form';
import { useFieldError } from '../hooks/use-field-error';
import classes from './checkout.module.css';

/**
 * The consumer's request that the work starts within the 14-day withdrawal period, with
 * what it means (decision 050). The server refuses a private customer's day within the
 * period without it, naming this field; a company has no withdrawal right.
 */
export function EarlyStartField({ form }: { form: ContactFormApi }) {
  const { t } = useTranslation('checkout');
  const error = useFieldError(form.formState.errors);
  if (form.watch('company') === true) return null;
  return (
    <Stack gap="xs" component="fieldset" className={classes.fieldset}>
      <Title order={2} size="h4" component="legend">
        {t('sections.early_start')}
      </Title>
      <Checkbox
        label={t('fields.early_start')}
        description={t('fields.early_start_hint')}
        error={error('early_start')}
        data-testid="early-start"
        {...form.register('early_start')}
      />
    </Stack>
  );
}
