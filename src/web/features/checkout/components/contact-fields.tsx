import { Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ContactFormApi } from '../hooks/use-contact-form';
import { useFieldError } from '../hooks/use-field-error';
import classes from './checkout.module.css';

/** Who orders and where the windows are. */
export function ContactFields({
  form,
  postalCodeHint = 'fields.postalCode_hint',
}: {
  form: ContactFormApi;
  /** Where the fixed postal code comes from: the chosen time, or the shopping centre. */
  postalCodeHint?: 'fields.postalCode_hint' | 'fields.postalCode_mall_hint';
}) {
  const { t } = useTranslation('checkout');
  const { register, formState } = form;
  const error = useFieldError(formState.errors);
  return (
    <>
      <Stack gap="sm" component="fieldset" className={classes.fieldset}>
        <Title order={2} size="h4" component="legend">
          {t('sections.contact')}
        </Title>
        <TextInput
          label={t('fields.name')}
          autoComplete="name"
          required
          error={error('name')}
          {...register('name')}
        />
        <TextInput
          label={t('fields.phone')}
          description={t('fields.phone_hint')}
          type="tel"
          autoComplete="tel"
          required
          error={error('phone')}
          {...register('phone')}
        />
        <TextInput
          label={t('fields.email')}
          description={t('fields.email_hint')}
          type="email"
          autoComplete="email"
          required
          error={error('email')}
          {...register('email')}
        />
      </Stack>
      <Stack gap="sm" component="fieldset" className={classes.fieldset}>
        <Title order={2} size="h4" component="legend">
          {t('sections.address')}
        </Title>
        <TextInput
          label={t('fields.streetAddress')}
          autoComplete="street-address"
          required
          error={error('streetAddress')}
          {...register('streetAddress')}
        />
        <TextInput
          label={t('fields.postalCode')}
          description={t(postalCodeHint)}
          readOnly
          inputMode="numeric"
          autoComplete="postal-code"
          error={error('postalCode')}
          {...register('postalCode')}
        />
        <TextInput
          label={t('fields.city')}
          autoComplete="address-level2"
          required
          error={error('city')}
          {...register('city')}
        />
        <Textarea
          label={t('fields.message')}
          description={t('fields.message_hint')}
          rows={2}
          classNames={{ input: classes.growing }}
          maxLength={1028}
          error={error('message')}
          {...register('message')}
        />
      </Stack>
    </>
  );
}
