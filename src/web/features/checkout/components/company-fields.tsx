import { Checkbox, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ContactFormApi } from '../hooks/use-contact-form';
import { useFieldError } from '../hooks/use-field-error';
import classes from './checkout.module.css';

/** Company order: name and Y-tunnus; and a billing address when it differs. */
export function CompanyAndBillingFields({ form }: { form: ContactFormApi }) {
  const { t } = useTranslation('checkout');
  const { register, formState, watch } = form;
  const error = useFieldError(formState.errors);
  const isCompany = watch('company');
  const isBilling = watch('billing');
  return (
    <Stack gap="sm" component="fieldset" className={classes.fieldset}>
      <Title order={2} size="h4" component="legend">
        {t('sections.company')}
      </Title>
      <Checkbox label={t('fields.company')} {...register('company')} />
      {isCompany ? (
        <>
          <TextInput
            label={t('fields.companyName')}
            autoComplete="organization"
            required
            error={error('companyName')}
            {...register('companyName')}
          />
          <TextInput
            label={t('fields.companyVat')}
            description={t('fields.companyVat_hint')}
            required
            error={error('companyVat')}
            {...register('companyVat')}
          />
        </>
      ) : null}
      <Checkbox label={t('fields.billing')} {...register('billing')} />
      {isBilling ? (
        <>
          <TextInput
            label={t('fields.billingName')}
            required
            error={error('billingName')}
            {...register('billingName')}
          />
          <TextInput
            label={t('fields.billingStreetAddress')}
            required
            error={error('billingStreetAddress')}
            {...register('billingStreetAddress')}
          />
          <TextInput
            label={t('fields.billingPostalCode')}
            inputMode="numeric"
            maxLength={5}
            required
            error={error('billingPostalCode')}
            {...register('billingPostalCode')}
          />
          <TextInput
            label={t('fields.billingPostalCity')}
            required
            error={error('billingPostalCity')}
            {...register('billingPostalCity')}
          />
        </>
      ) : null}
    </Stack>
  );
}
