import { useState } from 'react';
import { Alert, Button, Checkbox, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ManageOrder } from '#contracts/manage.ts';
import { useCancelManagedOrder } from '../api/change-managed-order';

/** Cancel: free until the deadline; later only with the fee acknowledged. */
export function CancelPanel({ token, order }: { token: string; order: ManageOrder }) {
  const { t } = useTranslation('manage');
  const cancel = useCancelManagedOrder(token);
  const [isOpen, setOpen] = useState(false);
  const [acceptsFee, setAcceptsFee] = useState(false);
  const isFree = order.canCancelFree;
  if (cancel.isSuccess) {
    return (
      <Alert color="green" role="status">
        {t('cancel.done')}
      </Alert>
    );
  }
  if (!order.canCancel) return null;
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
          {isFree ? (
            <Text>{t('cancel.free')}</Text>
          ) : (
            <Checkbox
              checked={acceptsFee}
              onChange={(event) => setAcceptsFee(event.currentTarget.checked)}
              label={t('cancel.fee')}
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
