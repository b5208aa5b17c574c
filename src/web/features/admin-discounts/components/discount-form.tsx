import { zodResolver } from '@hookform/resolvers/zod';
import { Group, Radio, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { Controller, useForm, useWatch, type DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  discountFormSchema,
  discountTypes,
  type Discount,
  type DiscountForm,
  type DiscountFormInput,
} from '#contracts/discount.ts';
import { AdminForm } from '#web/components/admin/admin-form.tsx';
import { errorText } from '#web/lib/form-errors.ts';

/** A typed number ('5,50' or '5.50'); empty is `empty`; anything else stays text (an error). */
const toNumber = (empty: null | undefined) => (value: unknown) => {
  if (typeof value !== 'string') return value;
  const text = value.trim().replace(',', '.');
  if (text === '') return empty;
  const n = Number(text);
  return Number.isNaN(n) ? value : n;
};

const defaults = (initial?: Discount): DefaultValues<DiscountFormInput> => ({
  code: initial?.code ?? '',
  type: initial?.type ?? 'percent',
  discount: initial?.discount,
  limit: initial?.limit ?? null,
  active: initial?.active ?? true,
  from: initial?.from ?? '',
  to: initial?.to ?? '',
});

/**
 * The discount form of admin spec section 5 (code 4-12, type, amount, dates) with the
 * shared schema that also checks the request on the server, whose field errors land on
 * the same fields. `onSave` throws to keep the form as it is (decision 019).
 */
export function DiscountFormView(props: {
  mode: 'create' | 'edit';
  initial?: Discount;
  onSave: (values: DiscountForm) => Promise<void>;
}) {
  const { t } = useTranslation('admin-discounts');
  const form = useForm<DiscountFormInput, unknown, DiscountForm>({
    resolver: zodResolver(discountFormSchema),
    defaultValues: defaults(props.initial),
  });
  const { errors } = form.formState;
  const type = useWatch({ control: form.control, name: 'type' });
  const err = (message: string | undefined) => errorText(t, message);

  return (
    <AdminForm t={t} record="discount" mode={props.mode} form={form} onSave={props.onSave}>
      <TextInput
        label={t('form.code')}
        description={t('form.code_hint')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        withAsterisk
        error={err(errors.code?.message)}
        {...form.register('code')}
      />
      <Controller
        control={form.control}
        name="type"
        render={({ field }) => (
          <Radio.Group
            label={t('form.type')}
            withAsterisk
            value={field.value}
            onChange={(value) => field.onChange(value)}
            error={err(errors.type?.message)}
          >
            <Group gap="lg" mt={6}>
              {discountTypes.map((value) => (
                <Radio key={value} value={value} label={t(`types.${value}`)} ref={field.ref} />
              ))}
            </Group>
          </Radio.Group>
        )}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label={type === 'fixed' ? t('form.discount_fixed') : t('form.discount_percent')}
          description={
            type === 'fixed' ? t('form.discount_fixed_hint') : t('form.discount_percent_hint')
          }
          inputMode="decimal"
          autoComplete="off"
          withAsterisk
          error={err(errors.discount?.message)}
          {...form.register('discount', { setValueAs: toNumber(undefined) })}
        />
        <TextInput
          label={t('form.limit')}
          description={t('form.limit_hint')}
          inputMode="numeric"
          autoComplete="off"
          error={err(errors.limit?.message)}
          {...form.register('limit', { setValueAs: toNumber(null) })}
        />
        <TextInput
          type="date"
          label={t('form.from')}
          description={t('form.dates_hint')}
          withAsterisk
          error={err(errors.from?.message)}
          {...form.register('from')}
        />
        <TextInput
          type="date"
          label={t('form.to')}
          description={t('form.dates_hint')}
          withAsterisk
          error={err(errors.to?.message)}
          {...form.register('to')}
        />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="active"
        render={({ field }) => (
          <Switch
            ref={field.ref}
            name={field.name}
            label={t('form.active')}
            description={t('form.active_hint')}
            checked={field.value ?? true}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
            error={err(errors.active?.message)}
          />
        )}
      />
      {props.initial && (
        <Stack gap={0}>
          <Text fw={600} data-testid="discount-applied">
            {t('form.applied', { count: props.initial.applied })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('form.applied_hint')}
          </Text>
        </Stack>
      )}
    </AdminForm>
  );
}
