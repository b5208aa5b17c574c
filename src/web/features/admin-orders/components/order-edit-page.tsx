import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  updateOrderInputSchema,
  type StoredOrder,
  type UpdateOrderInput,
} from '#contracts/order-stored.ts';
import { showError, showSuccess } from '#web/components/ui/toast.ts';
import { ApiError } from '#web/lib/api/client.ts';
import { formatDateTime, formatDay, formatMonth } from '#web/lib/format-date.ts';
import { formatEuros } from '#web/lib/format-money.ts';
import { errorText } from '#web/lib/form-errors.ts';
import { LoadState } from '#web/components/admin/load-state.tsx';
import { useOrder, useUpdateOrder } from '../api/orders';
import { OrderStatusBadge } from './order-status-badge';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}

/** What the customer ordered and how it is paid: read-only. */
function OrderFacts({ order }: { order: StoredOrder }) {
  const { t, i18n } = useTranslation('admin-orders');
  const lang = i18n.language;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('facts')}
        </Title>
        <Row label={t('reference')} value={order.reference} />
        <Row label={t('created')} value={formatDateTime(order.created, lang)} />
        {order.shipping_day ? (
          <Row
            label={t('columns.shipping_day')}
            value={`${formatDay(order.shipping_day, lang)} ${order.starting ?? ''}`}
          />
        ) : null}
        {order.mall_name ? (
          <Row
            label={t('mall_package')}
            value={`${order.mall_name}, ${order.mall_cleaning_set ?? ''}, ${
              order.mall_starting_month ? formatMonth(order.mall_starting_month, lang) : ''
            }`}
          />
        ) : null}
        <Row label={t('washer')} value={order.cleanerId ? `#${order.cleanerId}` : '–'} />
        <Row label={t('washing_time')} value={t('minutes', { count: order.washing_time })} />
        <Row
          label={t('payment_label')}
          value={`${t(`payment.${order.payment_type}`)}${
            order.payment_type === 'bill' ? ` (${t(`channel.${order.invoice_channel}`)})` : ''
          }`}
        />
        {order.company_name ? (
          <Row label={t('company')} value={`${order.company_name} (${order.company_vat ?? ''})`} />
        ) : null}
        {order.discount_code ? (
          <Row label={t('discount_code')} value={order.discount_code} />
        ) : null}
        <Row
          label={t('extras')}
          value={
            [
              order.repeated_order ? t('recurring_every', { count: order.clean_interval }) : null,
              order.international_cleaner ? t('flag_international') : null,
              order.marketing_permission ? t('marketing') : null,
            ]
              .filter(Boolean)
              .join(', ') || '–'
          }
        />
        <Table fz="sm" verticalSpacing={4} aria-label={t('lines')}>
          <Table.Tbody>
            {order.order_items.map((item, index) => (
              <Table.Tr key={index}>
                <Table.Td>
                  {item.name}
                  <Text size="xs" c="dimmed">
                    {item.easoft_item_id} · {item.amount} × {formatEuros(item.discount_price, lang)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  {formatEuros(item.amount * item.discount_price, lang)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="space-between">
          <Text fw={700}>{t('columns.total')}</Text>
          <Text fw={700} data-testid="order-total">
            {formatEuros(order.total_price_after_discount, lang)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}

type FormValues = UpdateOrderInput;

function toForm(order: StoredOrder): FormValues {
  const shipping = order.addresses.find((a) => a.type === 'shipping');
  const billing = order.addresses.find((a) => a.type === 'billing');
  return {
    id: order.id,
    shipping_day: order.shipping_day,
    customer_id: {
      name: order.customer_id.name,
      phone: order.customer_id.phone,
      email: order.customer_id.email,
    },
    addresses: [shipping, billing].filter((a) => a !== undefined),
    additional_info: order.additional_info,
  };
}

/** The edit of admin spec section 5: day, customer name and phone, complete addresses. */
function OrderForm({ order }: { order: StoredOrder }) {
  const { t } = useTranslation('admin-orders');
  const update = useUpdateOrder(order.id);
  const form = useForm<FormValues>({
    resolver: zodResolver(updateOrderInputSchema),
    defaultValues: toForm(order),
  });
  const { register, formState, handleSubmit, setError, setValue, getValues } = form;
  const { errors } = formState;
  // The address to clean is addresses.0; a billing address, when it differs, addresses.1.
  const [hasBilling, setHasBilling] = useState(order.addresses.some((a) => a.type === 'billing'));
  const addressTypes = hasBilling ? (['shipping', 'billing'] as const) : (['shipping'] as const);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({
        ...values,
        shipping_day: order.shipping_day === null ? null : values.shipping_day,
      });
      showSuccess(t('saved'));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'SLOT_TAKEN') {
        setError('shipping_day', { type: 'server', message: t('slot_taken') });
      } else if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fields)) {
          setError(field as keyof FormValues, { type: 'server', message });
        }
      }
      showError(t('save_failed'));
    }
  });

  const fieldError = (message: string | undefined) => errorText(t, message);
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate data-testid="order-form">
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('edit_title')}
          </Title>
          {order.shipping_day !== null ? (
            <TextInput
              type="date"
              label={t('columns.shipping_day')}
              description={t('day_hint')}
              withAsterisk
              error={fieldError(errors.shipping_day?.message)}
              {...register('shipping_day')}
            />
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('customer_name')}
              withAsterisk
              error={fieldError(errors.customer_id?.name?.message)}
              {...register('customer_id.name')}
            />
            <TextInput
              label={t('customer_phone')}
              withAsterisk
              error={fieldError(errors.customer_id?.phone?.message)}
              {...register('customer_id.phone')}
            />
          </SimpleGrid>
          <TextInput
            label={t('customer_email')}
            type="email"
            error={fieldError(errors.customer_id?.email?.message)}
            {...register('customer_id.email')}
          />
          {addressTypes.map((type, index) => (
            <Stack key={type} gap="xs">
              <Title order={3} size="h5">
                {t(`address.${type}`)}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('address.name')}
                  withAsterisk
                  error={fieldError(errors.addresses?.[index]?.name?.message)}
                  {...register(`addresses.${index}.name`)}
                />
                <TextInput
                  label={t('address.street')}
                  withAsterisk
                  error={fieldError(errors.addresses?.[index]?.street_address?.message)}
                  {...register(`addresses.${index}.street_address`)}
                />
                <TextInput
                  label={t('address.postal_code')}
                  withAsterisk
                  inputMode="numeric"
                  error={fieldError(errors.addresses?.[index]?.postal_code?.message)}
                  {...register(`addresses.${index}.postal_code`)}
                />
                <TextInput
                  label={t('address.city')}
                  withAsterisk
                  error={fieldError(errors.addresses?.[index]?.city?.message)}
                  {...register(`addresses.${index}.city`)}
                />
              </SimpleGrid>
            </Stack>
          ))}
          <Checkbox
            label={t('address.billing_differs')}
            checked={hasBilling}
            onChange={(e) => {
              const [shipping] = getValues('addresses');
              const isChecked = e.currentTarget.checked;
              setHasBilling(isChecked);
              setValue(
                'addresses',
                isChecked && shipping
                  ? [
                      shipping,
                      {
                        type: 'billing',
                        name: '',
                        street_address: '',
                        postal_code: '',
                        city: '',
                        message: null,
                      },
                    ]
                  : shipping
                    ? [shipping]
                    : [],
              );
            }}
          />
          <Textarea
            label={t('additional_info')}
            autosize
            minRows={2}
            error={fieldError(errors.additional_info?.message)}
            {...register('additional_info')}
          />
          {errors.addresses?.message ? (
            <Alert color="red">{fieldError(errors.addresses.message)}</Alert>
          ) : null}
          <Group>
            <Button type="submit" loading={update.isPending}>
              {t('save')}
            </Button>
            <Anchor component={Link} to="/admin/order/list" size="sm">
              {t('back')}
            </Anchor>
          </Group>
        </Stack>
      </Paper>
    </form>
  );
}

/** /admin/order/edit/:orderId: the order as stored, and its edit form. */
export function OrderEditPage() {
  const { t } = useTranslation('admin-orders');
  const id = Number(useParams().orderId);
  const isValidId = Number.isInteger(id) && id > 0;
  const order = useOrder(isValidId ? id : 0);
  return (
    <Stack gap="lg">
      <Group gap="sm">
        <Title order={1}>{t('order_title', { id: isValidId ? id : '' })}</Title>
        {order.data?.status ? <OrderStatusBadge status={order.data.status} /> : null}
      </Group>
      <LoadState
        query={order}
        isValidId={isValidId}
        texts={{ notFound: t('not_found'), loading: t('loading'), loadFailed: t('load_failed') }}
      >
        {(data) => (
          <>
            {data.status === 'needs_new_time' ? (
              <Alert color="red" data-testid="needs-new-time-alert">
                {t('needs_new_time_alert')}
              </Alert>
            ) : null}
            {data.needs_refund ? (
              <Alert color="red" data-testid="needs-refund-alert">
                {t('needs_refund_alert')}
              </Alert>
            ) : null}
            <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
              <OrderForm key={data.id} order={data} />
              <OrderFacts order={data} />
            </SimpleGrid>
          </>
        )}
      </LoadState>
    </Stack>
  );
}

export { OrderEditPage as Component };
