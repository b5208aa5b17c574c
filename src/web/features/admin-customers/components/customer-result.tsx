import { useId, type ReactNode } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CustomerMatch } from '#contracts/customer-data.ts';
import { formatDateTime } from '#web/lib/format-date.ts';

function Detail(props: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {props.label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {props.children}
      </Text>
    </div>
  );
}

/**
 * One customer found: the orders of one e-mail address, with the names and phones they were
 * given with, and the two rights: download everything, or erase it. Both buttons are
 * described by the address, so a screen reader tells which customer they act on.
 */
export function CustomerResult(props: {
  customer: CustomerMatch;
  isExporting: boolean;
  onExport: () => void;
  onErase?: () => void;
}) {
  const { t, i18n } = useTranslation('admin-customers');
  const { customer } = props;
  const emailId = useId();
  return (
    <Paper withBorder p="md" radius="md" component="li" data-testid="customer-row">
      <Stack gap="sm">
        <Text fw={700} id={emailId} style={{ overflowWrap: 'anywhere' }}>
          {customer.email}
        </Text>
        <SimpleGrid
          component="dl"
          cols={{ base: 1, xs: 2 }}
          spacing="xs"
          verticalSpacing="xs"
          m={0}
        >
          <Detail label={t('names')}>{customer.names.join(', ')}</Detail>
          <Detail label={t('phones')}>{customer.phones.join(', ')}</Detail>
          <Detail label={t('order_count')}>{customer.orderCount}</Detail>
          <Detail label={t('last_order')}>
            {formatDateTime(customer.lastOrderAt, i18n.language)}
          </Detail>
        </SimpleGrid>
        <Group gap="xs">
          <Button
            variant="light"
            loading={props.isExporting}
            onClick={props.onExport}
            aria-describedby={emailId}
          >
            {t('export')}
          </Button>
          {props.onErase && (
            <Button variant="light" color="red" onClick={props.onErase} aria-describedby={emailId}>
              {t('erase')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
