import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { Controller, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CounterApi } from '#contracts/counter.ts';
import { counterToDomain } from '#contracts/counter-mapping.ts';
import type { SavedCleaner } from '#contracts/settings.ts';
import { helsinkiDate } from '#domain/calendar/helsinki-time.ts';
import { nextWorkingDay } from '#domain/calendar/working-days.ts';
import { washingMinutes } from '#domain/pricing/work-items.ts';
import { AdminFormPage } from '#web/components/admin/admin-form-page.tsx';
import { showError, showSuccess } from '#web/components/ui/toast.ts';
import { isApiError } from '#web/lib/api/client.ts';
import { errorText } from '#web/lib/form-errors.ts';
import { useCreateStaffOrder } from '../api/create-staff-order';
import { useOrderCounter, useWashers } from '../api/get-order-inputs';
import {
  emptyQuantities,
  emptyStaffOrder,
  formFieldOf,
  staffOrderBody,
  staffOrderFormSchema,
  type StaffOrderForm,
  type StaffOrderFormInput,
} from '../lib/staff-order-form';
import { ContactFields } from './contact-fields';
import { LivePrice } from './live-price';
import { QuantityFields } from './quantity-fields';
import { TimeFields } from './time-fields';
import { siteLanguages } from '#contracts/site-pages.ts';

/**
 * /admin/order/new: an order taken over the phone (issue 14, point 3; decision 047), with
 * the site's prices (without the web shop's discount), contact rules and campaign codes; the
 * washer's free starts offered, another time as a marked override (issue 24, point 7).
 * Saved, it opens the order's page.
 */
export function StaffOrderPage() {
  const { t } = useTranslation('admin-staff-order');
  const counter = useOrderCounter();
  const washers = useWashers();
  return (
    <AdminFormPage
      backTo="/admin/order/list"
      backLabel={t('back')}
      title={t('title')}
      subtitle={t('lead')}
      width={960}
      card={false}
    >
      {counter.data && washers.data ? (
        <StaffOrderForm counter={counter.data} washers={washers.data} />
      ) : counter.isError || washers.isError ? (
        <Alert color="red">{t('load_failed')}</Alert>
      ) : (
        <Text c="dimmed">{t('loading')}</Text>
      )}
    </AdminFormPage>
  );
}

function StaffOrderForm(props: { counter: CounterApi; washers: readonly SavedCleaner[] }) {
  const { t } = useTranslation('admin-staff-order');
  const navigate = useNavigate();
  const create = useCreateStaffOrder();
  const config = useMemo(() => counterToDomain(props.counter), [props.counter]);
  const [quantities, setQuantities] = useState(emptyQuantities);
  const [quantityError, setQuantityError] = useState<string | undefined>();
  const form = useForm<StaffOrderFormInput, unknown, StaffOrderForm>({
    resolver: zodResolver(staffOrderFormSchema),
    // The next working day: never today, never a weekend or a day off (issue 24 point 7).
    defaultValues: emptyStaffOrder(nextWorkingDay(helsinkiDate(new Date()))),
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setQuantityError(undefined);
    try {
      const order = await create.mutateAsync(staffOrderBody(values, quantities));
      showSuccess(t('created'));
      void navigate(`/admin/order/edit/${order.id}`);
    } catch (error) {
      if (isApiError(error, 'SLOT_TAKEN')) {
        form.setError('time', { type: 'server', message: t('slot_taken') });
      } else if (isApiError(error)) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (field.startsWith('windows') || field.startsWith('balcony')) setQuantityError(message);
          else
            form.setError(formFieldOf(field) as Path<StaffOrderFormInput>, {
              type: 'server',
              message,
            });
        }
      }
      showError(t('save_failed'));
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate data-testid="staff-order-form">
      <Stack gap="lg">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <QuantityFields
            config={config}
            value={quantities}
            onChange={setQuantities}
            error={quantityError}
          />
        </Paper>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <TimeFields
            form={form}
            washers={props.washers}
            washingMinutes={washingMinutes(config, quantities)}
          />
        </Paper>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <ContactFields form={form} />
        </Paper>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="sm">
            <TextInput
              label={t('discount_code')}
              error={errorText(t, errors.discountCode?.message)}
              {...form.register('discountCode')}
            />
            <Controller
              control={form.control}
              name="language"
              render={({ field }) => (
                <Select
                  label={t('language')}
                  data={siteLanguages.map((value) => ({ value, label: t(`languages.${value}`) }))}
                  value={field.value ?? 'fi'}
                  onChange={(v) => field.onChange(v ?? 'fi')}
                  allowDeselect={false}
                />
              )}
            />
            <Checkbox label={t('notify')} {...form.register('notifyCustomer')} />
          </Stack>
        </Paper>
        <LivePrice config={config} quantities={quantities} form={form} />
        <Group>
          <Button type="submit" loading={isSubmitting}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export { StaffOrderPage as Component };
