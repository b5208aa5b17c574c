import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OrderSummary } from '#contracts/checkout.ts';
import { useOrderStore } from '#web/stores/order-store.ts';
import { usePagePath } from '#web/lib/page-path.ts';

/**
 * An order awaiting payment opened from its payment link (an order taken by phone,
 * decision 047): pay it here. The payment needs the order's e-mail address, asked for
 * when this browser does not see the personal part.
 */
export function PayNow({ order }: { order: OrderSummary }) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const path = usePagePath();
  const [email, setEmail] = useState(order.customer?.email ?? '');
  const pay = () => {
    useOrderStore.getState().patch({
      createdOrder: {
        reference: order.reference,
        customer_email: email.trim(),
        total_price_after_discount: order.total_price_after_discount,
        payment_type: 'online',
        status: order.status,
      },
    });
    void navigate(path('payment', { step: 'create' }));
  };
  return (
    <Paper withBorder radius="md" p="md" data-testid="pay-now">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          pay();
        }}
      >
        <Stack gap="sm">
          <Text>{t('thank_you.pay_text')}</Text>
          {order.customer ? null : (
            <TextInput
              type="email"
              autoComplete="email"
              required
              label={t('thank_you.pay_email')}
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
          )}
          <Group>
            <Button type="submit" disabled={email.trim() === ''}>
              {t('thank_you.pay')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
