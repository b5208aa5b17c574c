import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReportSummary } from '#contracts/reports.ts';
import { formatEuros } from '#web/lib/format-money.ts';
import { formatShare, utilisation } from '../lib/period';

function Figure(props: { label: string; value: string; hint?: string; testId: string }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid={props.testId}>
      <Text size="sm" c="dimmed">
        {props.label}
      </Text>
      <Text size="xl" fw={700}>
        {props.value}
      </Text>
      {props.hint ? (
        <Text size="xs" c="dimmed">
          {props.hint}
        </Text>
      ) : null}
    </Paper>
  );
}

const shareOf = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** The period's figures that are not by row: each named with its one meaning (issue 24 point 4). */
export function SummaryFigures({ summary }: { summary: ReportSummary }) {
  const { t, i18n } = useTranslation('admin-reports');
  const lang = i18n.language;
  const euros = (v: number) => formatEuros(v, lang);
  const share = (part: number, whole: number) =>
    t('share_of', { share: formatShare(shareOf(part, whole), lang), part, whole });
  const s = summary;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
        <Figure
          testId="summary-booked"
          label={t('figure.booked')}
          value={euros(s.booked.amount)}
          hint={t('orders_count', { count: s.booked.count })}
        />
        <Figure
          testId="summary-average"
          label={t('figure.average_order')}
          value={euros(s.averageOrder)}
        />
        <Figure
          testId="summary-earned"
          label={t('figure.earned')}
          value={euros(s.earned.amount)}
          hint={t('vat_excluded', { amount: euros(s.earnedVatExcluded) })}
        />
        <Figure
          testId="summary-collected"
          label={t('figure.collected')}
          value={euros(s.collected)}
          hint={t('refunded_hint', { amount: euros(s.refunded) })}
        />
        <Figure
          testId="summary-outstanding"
          label={t('figure.outstanding')}
          value={euros(s.outstanding.amount)}
          hint={t('outstanding_hint', { count: s.outstanding.count })}
        />
        <Figure
          testId="summary-utilisation"
          label={t('figure.utilisation')}
          value={formatShare(utilisation(s.hoursBooked, s.hoursAvailable), lang)}
        />
        <Figure
          testId="summary-customers"
          label={t('figure.customers')}
          value={t('customers_value', { new: s.customers.new, returning: s.customers.returning })}
        />
        <Figure
          testId="summary-recurring"
          label={t('figure.recurring')}
          value={share(s.recurring.recurring, s.recurring.orders)}
        />
        <Figure
          testId="summary-international"
          label={t('figure.international')}
          value={share(s.internationalShare.international, s.internationalShare.orders)}
        />
        <Figure
          testId="summary-voided"
          label={t('figure.voided')}
          value={euros(s.voided.amount)}
          hint={t('orders_count', { count: s.voided.count })}
        />
      </SimpleGrid>
      <Paper
        withBorder
        radius="md"
        p="md"
        component="section"
        aria-labelledby="cancellations-title"
      >
        <Title order={2} size="h4" id="cancellations-title" mb="sm">
          {t('cancellations_title')}
        </Title>
        {s.cancellations.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('cancellations_none')}
          </Text>
        ) : (
          <Table striped data-testid="report-cancellations">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('cancellation_reason')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('cancellation_count')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {s.cancellations.map((c) => (
                <Table.Tr key={c.reason}>
                  <Table.Td>{c.reason || t('cancellation_no_reason')}</Table.Td>
                  <Table.Td ta="right">{c.count}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
    </Stack>
  );
}
