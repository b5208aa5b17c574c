import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { shopInfoSchema, type ShopInfo, type ShopInfoInput } from '#contracts/shop-info.ts';
import { showError, showSuccess } from '#web/components/ui/toast.ts';
import { applyServerFieldErrors, errorText } from '#web/lib/form-errors.ts';
import { useSaveShopInfo } from '../api/shop-info';

const textFields = [
  'sellerName',
  'businessId',
  'streetAddress',
  'postalCode',
  'city',
  'phone',
  'email',
] as const;
const termsFields = ['termsFi', 'termsEn'] as const;

/**
 * The seller's facts and the terms of order that every customer page, the terms page and
 * every mail show (issue 15 point 4, decision 050). Saved as one set; the site shows the
 * change at its next page load.
 */
export function ShopInfoTab({ info }: { info: ShopInfo }) {
  const { t } = useTranslation('admin-settings');
  const save = useSaveShopInfo();
  const form = useForm<ShopInfoInput, unknown, ShopInfo>({
    resolver: zodResolver(shopInfoSchema),
    defaultValues: info,
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      form.reset(await save.mutateAsync(values));
      showSuccess(t('shop.saved'));
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, [...textFields, ...termsFields])) {
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
        <Group>
          <Button type="submit" loading={isSubmitting} disabled={!form.formState.isDirty}>
            {t('shop.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
