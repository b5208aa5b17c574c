import { useState } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useOrderStore } from '#web/stores/order-store.ts';
import { getOrderPayment } from '../api/get-order-payment';
import { usePagePath } from '#web/lib/page-path.ts';

/**
 * Pay an unpaid online order from its page (decision 055): the token gives the payment
 * page the order and its e-mail address, so the customer is not asked for it again.
 */
export function PayButton({ token }: { token: string }) {
  const { t } = useTranslation('manage');
  const navigate = useNavigate();
  const path = usePagePath();
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pay = async () => {
    setPending(true);
    setError(null);
    try {
      const order = await getOrderPayment(token);
      useOrderStore.getState().patch({ createdOrder: order });
      await navigate(path('payment', { step: 'create' }));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setPending(false);
    }
  };
  return (
    <Stack gap="xs">
      <Button onClick={() => void pay()} loading={isPending} data-testid="manage-pay">
        {t('pay')}
      </Button>
      {error ? (
        <Alert color="red" role="alert">
          {t('pay_error', { message: error })}
        </Alert>
      ) : null}
    </Stack>
  );
}
