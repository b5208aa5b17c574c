import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { shopInfoSchema, type ShopInfo } from '#contracts/shop-info.ts';
import { showError, showSuccess } from '#web/components/ui/toast.ts';
import { applyServerFieldErrors, errorText } from '#web/lib/form-errors.ts';
import { useSaveShopInfo } from '../api/shop-info';

const textFields = [
  'brandName',
  'sellerName',
  'businessId',
  'streetAddress',
  'postalCode',
  'city',
  'phone',
  'email',
  'serviceHoursFi',
  'serviceHoursEn',
] as const;
/** May be left empty: no link, no claim. */
const optionalFields = ['messagingUrl', 'insuranceEuros'] as const;
const termsFields = ['termsFi', 'termsEn'] as const;
/** May be left empty: the Swedish pages and mails show the Finnish text (decision 078). */
const swedishFields = ['serviceHoursSv', 'termsSv'] as const;

/**
 * The seller's facts and the terms of order that every customer page, the terms page and
 * every mail show (issue 15 point 4, decision 050). Saved as one set; the site shows the
 * change at its next page load.
 */
export function ShopInfoTab({ info }: { info: ShopInfo }) {
  const { t } = useTranslation('admin-settings');
  const save = useSaveShopInfo();
  const form = useForm<ShopInfo>({
    resolver: zodResolver(shopInfoSchema),
    defaultValues: info,
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      form.reset(await save.mutateAsync(values));
      showSuccess(t('shop.saved'));
    } catch (error) {
      const fields = [...textFields, ...optionalFields, ...termsFields, ...swedishFields];
      if (!applyServerFieldErrors(error, form.setError, fields)) {
        showError(t('shop.save_failed'));
      }
    }
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate data-testid="shop-info-form">
      <Stack gap="md" maw={880}>
        <Title order={2} size="h3">
          {t('shop.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('shop.intro')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {textFields.map((field) => (
            <TextInput
              key={field}
              label={t(`shop.fields.${field}`)}
              withAsterisk
              error={errorText(t, errors[field]?.message)}
              {...form.register(field)}
            />
          ))}
          <TextInput
            label={t('shop.fields.serviceHoursSv')}
            description={t('shop.swedish_hint')}
            error={errorText(t, errors.serviceHoursSv?.message)}
            {...form.register('serviceHoursSv')}
          />
          <TextInput
            label={t('shop.fields.messagingUrl')}
            description={t('shop.messaging_hint')}
            type="url"
            error={errorText(t, errors.messagingUrl?.message)}
            {...form.register('messagingUrl')}
          />
          <TextInput
            label={t('shop.fields.insuranceEuros')}
            description={t('shop.insurance_hint')}
            inputMode="numeric"
            error={errorText(t, errors.insuranceEuros?.message)}
            {...form.register('insuranceEuros', {
              // Empty: no claim; anything else goes to the schema as a number to check.
              setValueAs: (value: unknown) =>
                value === '' || value === null ? null : Number(String(value).replace(/\s/g, '')),
            })}
          />
        </SimpleGrid>
        {termsFields.map((field) => (
          <Textarea
            key={field}
            label={t(`shop.fields.${field}`)}
            description={t('shop.terms_hint')}
            withAsterisk
            autosize
            minRows={6}
            maxRows={20}
            error={errorText(t, errors[field]?.message)}
            {...form.register(field)}
          />
        ))}
        <Textarea
          label={t('shop.fields.termsSv')}
          description={`${t('shop.terms_hint')} ${t('shop.swedish_hint')}`}
          autosize
          minRows={6}
          maxRows={20}
          error={errorText(t, errors.termsSv?.message)}
          {...form.register('termsSv')}
        />
        <Group>
          <Button type="submit" loading={isSubmitting} disabled={!form.formState.isDirty}>
            {t('shop.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
