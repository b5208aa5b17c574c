import {
  Checkbox,
  Radio,
  Group,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '#web/lib/form-errors.ts';
import type { StaffOrderForm, StaffOrderFormInput } from '../lib/staff-order-form';
import { CustomerLookup } from './customer-lookup';
import { RecurringFields } from './recurring-fields';

type Form = UseFormReturn<StaffOrderFormInput, unknown, StaffOrderForm>;

/**
 * The caller's contact details and payment, checked by the site's contact rules
 * (contactFormSchema): invoice, or a payment link by mail. An existing customer is found by
 * phone or e-mail; the order can be recurring (issue 24 point 7).
 */
export function ContactFields({ form }: { form: Form }) {
  const { t } = useTranslation('admin-staff-order');
  const { register, watch, control } = form;
  const errors = form.formState.errors.address;
  const e = (message: string | undefined) => errorText(t, message);
  const isCompany = watch('address.company') === true;
  const isBill = watch('address.paymentType') === 'BILL';
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('sections.contact')}
      </Title>
      <CustomerLookup form={form} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('contact.name')}
          withAsterisk
          error={e(errors?.name?.message)}
          {...register('address.name')}
        />
        <TextInput
          label={t('contact.phone')}
          type="tel"
          withAsterisk
          error={e(errors?.phone?.message)}
          {...register('address.phone')}
        />
        <TextInput
          label={t('contact.email')}
          type="email"
          withAsterisk
          error={e(errors?.email?.message)}
          {...register('address.email')}
        />
        <TextInput
          label={t('contact.street')}
          withAsterisk
          error={e(errors?.streetAddress?.message)}
          {...register('address.streetAddress')}
        />
        <TextInput
          label={t('contact.postal_code')}
          withAsterisk
          inputMode="numeric"
          error={e(errors?.postalCode?.message)}
          {...register('address.postalCode')}
        />
        <TextInput
          label={t('contact.city')}
          withAsterisk
          error={e(errors?.city?.message)}
          {...register('address.city')}
        />
      </SimpleGrid>
      <Textarea
        label={t('contact.note')}
        description={t('contact.note_hint')}
        autosize
        minRows={2}
        error={e(errors?.message?.message)}
        {...register('address.message')}
      />
      <Checkbox label={t('contact.company')} {...register('address.company')} />
      {isCompany ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('contact.company_name')}
            withAsterisk
            error={e(errors?.companyName?.message)}
            {...register('address.companyName')}
          />
          <TextInput
            label={t('contact.company_vat')}
            withAsterisk
            error={e(errors?.companyVat?.message)}
            {...register('address.companyVat')}
          />
        </SimpleGrid>
      ) : null}
      <Controller
        control={control}
        name="address.paymentType"
        render={({ field }) => (
          <Radio.Group
            label={t('payment.label')}
            withAsterisk
            value={field.value}
            onChange={field.onChange}
          >
            <Group mt="xs">
              <Radio value="BILL" label={t('payment.bill')} />
              <Radio value="ONLINE" label={t('payment.online')} />
            </Group>
          </Radio.Group>
        )}
      />
      {isBill ? (
        <Controller
          control={control}
          name="address.invoice_channel"
          render={({ field }) => (
            <Select
              label={t('payment.channel')}
              data={(['email', 'print', ...(isCompany ? ['evoice'] : [])] as const).map((c) => ({
                value: c,
                label: t(`payment.channels.${c}`),
              }))}
              value={field.value}
              onChange={(v) => field.onChange(v ?? 'email')}
              allowDeselect={false}
              error={e(errors?.invoice_channel?.message)}
            />
          )}
        />
      ) : null}
      {isCompany && watch('address.invoice_channel') === 'evoice' ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('contact.einvoice_address')}
            withAsterisk
            error={e(errors?.eInvoiceAddress?.message)}
            {...register('address.eInvoiceAddress')}
          />
          <TextInput
            label={t('contact.operator_id')}
            withAsterisk
            error={e(errors?.operatorId?.message)}
            {...register('address.operatorId')}
          />
        </SimpleGrid>
      ) : null}
      <RecurringFields form={form} />
      {/* The caller's request to start within the withdrawal period (decision 050). */}
      <Checkbox
        label={t('contact.early_start')}
        error={e(errors?.early_start?.message)}
        {...register('address.early_start')}
      />
      <Checkbox
        label={t('contact.terms')}
        error={e(errors?.terms?.message)}
        {...register('address.terms')}
      />
    </Stack>
  );
}
