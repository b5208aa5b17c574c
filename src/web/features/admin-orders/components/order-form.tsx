import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  updateOrderInputSchema,
  type StoredOrder,
  type UpdateOrderInput,
} from '#contracts/order-stored.ts';
import { showError, showSuccess } from '#web/components/ui/toast.ts';
import { ApiError } from '#web/lib/api/client.ts';
import { errorText } from '#web/lib/form-errors.ts';
import { useUpdateOrder } from '../api/orders';
import { OrderAddressFields } from './order-address-fields';

function toForm(order: StoredOrder): UpdateOrderInput {
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
export function OrderForm({ order }: { order: StoredOrder }) {
  const { t } = useTranslation('admin-orders');
  const update = useUpdateOrder(order.id);
  const form = useForm<UpdateOrderInput>({
    resolver: zodResolver(updateOrderInputSchema),
    defaultValues: toForm(order),
  });
  const { register, formState, handleSubmit, setError } = form;
  const { errors } = formState;

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
          setError(field as keyof UpdateOrderInput, { type: 'server', message });
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
          <OrderAddressFields form={form} />
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
            {/* A cancelled order is not edited (decision 045): the server would refuse. */}
            <Button
              type="submit"
              loading={update.isPending}
              disabled={order.actions !== undefined && !order.actions.includes('edit')}
            >
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
