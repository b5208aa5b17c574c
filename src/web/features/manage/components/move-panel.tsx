import { useState } from 'react';
import { Alert, Button, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ManageOrder } from '#contracts/manage.ts';
import { helsinkiInstant } from '#domain/calendar/helsinki-time.ts';
import { useRescheduleManagedOrder } from '../api/change-managed-order';
import { useFreeTimes } from '../api/get-free-times';
import { formatDay } from '../lib/format-time';

/** Move: a free time the customer calendar offers for the job's length and postal code. */
export function MovePanel({ token, order }: { token: string; order: ManageOrder }) {
  const { t, i18n } = useTranslation('manage');
  const [isOpen, setOpen] = useState(false);
  const [choice, setChoice] = useState<string | null>(null);
  const times = useFreeTimes(order.postalCode, order.washingMinutes, isOpen);
  const move = useRescheduleManagedOrder(token);
  if (move.isSuccess) {
    return (
      <Alert color="green" role="status">
        {t('move.done')}
      </Alert>
    );
  }
  if (!order.canMove) return null;
  if (!isOpen) {
    return (
      <Button variant="outline" onClick={() => setOpen(true)}>
        {t('move.open')}
      </Button>
    );
  }
  const options = (times.data ?? []).map((slot) => ({
    value: `${slot.date}|${slot.starting}|${slot.cleanerId}`,
    label: `${formatDay(slot.date, i18n.language)} ${slot.starting}`,
  }));
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="manage-move">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!choice) return;
          const [date, starting, cleanerId] = choice.split('|');
          move.mutate({
            cleanerId: Number(cleanerId),
            start: helsinkiInstant(date!, starting!).toISOString(),
          });
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="manage-move">
            {t('move.title')}
          </Title>
          {times.isSuccess && options.length === 0 ? <Text>{t('move.none')}</Text> : null}
          <Select
            label={t('move.day')}
            data={options}
            value={choice}
            onChange={setChoice}
            searchable={false}
            disabled={!times.isSuccess}
          />
          {move.error ? (
            <Alert color="red" role="alert">
              {t('error', { message: move.error.message })}
            </Alert>
          ) : null}
          <Button type="submit" loading={move.isPending} disabled={!choice}>
            {t('move.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
