import { useState } from 'react';
import { Alert, Button, Checkbox, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ManageOrder } from '#contracts/manage.ts';
import { formatMoney } from '#web/lib/format-money.ts';
import { useCancelManagedOrder } from '../api/change-managed-order';
import { CancellationAmounts } from './cancellation-amounts';

/**
 * Cancel at the price the server computes (decision 068), its amounts shown before and
 * after; a charge (the late share, work already done) only with it acknowledged.
 */
export function CancelPanel({ token, order }: { token: string; order: ManageOrder }) {
  const { t, i18n } = useTranslation('manage');
  const cancel = useCancelManagedOrder(token);
  const [isOpen, setOpen] = useState(false);
  const [acceptsFee, setAcceptsFee] = useState(false);
  const isFree = order.canCancelFree;
  const charge = order.cancellation;
  if (cancel.isSuccess) {
    return (
      <Alert color="green" role="status" data-testid="cancel-done">
        <Stack gap="xs">
          {t('cancel.done')}
          {charge ? <CancellationAmounts charge={charge} isDone /> : null}
        </Stack>
      </Alert>
    );
  }
  if (!order.canCancel || !charge) return null;
  if (!isOpen) {
    return (
      <Button variant="outline" color="red" onClick={() => setOpen(true)}>
        {t('cancel.open')}
      </Button>
    );
  }
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="manage-cancel">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          cancel.mutate(isFree ? {} : { acceptFee: acceptsFee });
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="manage-cancel">
            {t('cancel.title')}
          </Title>
          <CancellationAmounts charge={charge} isDone={false} />
          {isFree ? null : (
            <Checkbox
              checked={acceptsFee}
              onChange={(event) => setAcceptsFee(event.currentTarget.checked)}
              label={
                charge.chargedCents === null
                  ? t('cancel.accept_work_done')
                  : t('cancel.accept_charge', {
                      amount: formatMoney(charge.chargedCents, i18n.language),
                    })
              }
            />
          )}
          {cancel.error ? (
            <Alert color="red" role="alert">
              {t('error', { message: cancel.error.message })}
            </Alert>
          ) : null}
          <Button
            type="submit"
            color="red"
            loading={cancel.isPending}
            disabled={!isFree && !acceptsFee}
          >
            {t('cancel.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
