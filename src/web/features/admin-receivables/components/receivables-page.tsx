import { Alert, Button, Center, Loader, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Receivable } from '#contracts/receivables.ts';
import { useReceivables } from '../api/list-receivables';
import { ReceivablesCards } from './receivables-cards';
import { ReceivablesTable } from './receivables-table';
import { RecordPaymentModal } from './record-payment-modal';
import { ReminderModal } from './reminder-modal';

/**
 * /admin/receivables, 'Avoimet laskut' (issue 24 point 2): unpaid and partly paid invoices
 * with what is due, the due date and the days overdue, the sum at the foot; a filter for
 * the overdue only; per row 'record a payment' and 'send a reminder' for the roles allowed.
 */
export function ReceivablesPage() {
  const { t } = useTranslation('admin-receivables');
  const [params, setParams] = useSearchParams();
  // The switch answers at once; the address follows (a router navigation is a transition).
  const [isOverdueOnly, setOverdueOnly] = useState(() => params.get('overdue') === 'true');
  const list = useReceivables(isOverdueOnly);
  const [paying, setPaying] = useState<Receivable | null>(null);
  const [reminding, setReminding] = useState<Receivable | null>(null);
  // A phone gets cards (the six columns do not fit 360 px); a wide screen the table.
  const isPhone = useMediaQuery('(max-width: 47.99em)') ?? false;

  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed" size="sm" maw={720}>
          {t('intro')}
        </Text>
      </div>
      <Switch
        label={t('overdue_only')}
        checked={isOverdueOnly}
        onChange={(e) => {
          const isChecked = e.currentTarget.checked;
          setOverdueOnly(isChecked);
          setParams(isChecked ? { overdue: 'true' } : {}, { replace: true });
        }}
      />
      {list.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('loading')} />
        </Center>
      ) : list.isError ? (
        <Alert color="red" role="alert">
          {t('load_failed')}
          <Button variant="subtle" size="compact-sm" ml="sm" onClick={() => void list.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : list.data.items.length === 0 ? (
        <Paper withBorder radius="md" p="lg" data-testid="receivables-empty">
          <Text c="dimmed">{isOverdueOnly ? t('empty_overdue') : t('empty')}</Text>
        </Paper>
      ) : isPhone ? (
        <ReceivablesCards list={list.data} onPay={setPaying} onRemind={setReminding} />
      ) : (
        <Paper withBorder radius="md" p="md">
          <ReceivablesTable list={list.data} onPay={setPaying} onRemind={setReminding} />
        </Paper>
      )}
      <RecordPaymentModal item={paying} onClose={() => setPaying(null)} />
      <ReminderModal item={reminding} onClose={() => setReminding(null)} />
    </Stack>
  );
}

export { ReceivablesPage as Component };
