import { Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '#contracts/dashboard.ts';
import { formatEuros } from '#web/lib/format-money.ts';
import { DashboardCard } from './dashboard-card';

const figures = ['booked', 'earned', 'collected', 'outstanding'] as const;

/**
 * The month's money by its four meanings (issue 24 point 4): booked, earned, collected and
 * outstanding, this month against last month and the same month last year, each named and
 * explained on screen.
 */
export function MoneyCard({ data }: { data: Dashboard }) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  // A phone (under 36em) reads the figures stacked, each with its three months beneath,
  // so nothing scrolls sideways (decision 062); wider screens get the table.
  const isWide = useMediaQuery('(min-width: 36em)') ?? true;
  if (!isWide) return <StackedMoney data={data} />;
  return (
    <DashboardCard titleId="money-title" title={t('dashboard.money_title')}>
      <Table.ScrollContainer minWidth={480}>
        <Table verticalSpacing="xs" data-testid="money-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('dashboard.figure')}</Table.Th>
              {data.money.map((m) => (
                <Table.Th key={m.which} ta="right">
                  {t(`dashboard.months.${m.which}`, { month: monthLabel(m.month, lang) })}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {figures.map((figure) => (
              <Table.Tr key={figure} data-testid={`money-${figure}`}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {t(`dashboard.figures.${figure}`)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`dashboard.figures.${figure}_hint`)}
                  </Text>
                </Table.Td>
                {data.money.map((m) => (
                  <Table.Td
                    key={m.which}
                    ta="right"
                    data-testid={
                      figure === 'booked' && m.which === 'this_month'
                        ? 'stat-revenue-month'
                        : undefined
                    }
                  >
                    <Text size="sm" fw={m.which === 'this_month' ? 700 : 400}>
                      {formatEuros(m[figure], lang)}
                    </Text>
                    {figure === 'earned' ? (
                      <Text size="xs" c="dimmed">
                        {t('dashboard.vat_excluded', {
                          amount: formatEuros(m.earned_vat_excluded, lang),
                        })}
                      </Text>
                    ) : null}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </DashboardCard>
  );
}

/** The figures one under another, each month's amount on its own line (a list of terms). */
function StackedMoney({ data }: { data: Dashboard }) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  return (
    <DashboardCard titleId="money-title" title={t('dashboard.money_title')}>
      <Stack gap="md" data-testid="money-stacked">
        {figures.map((figure) => (
          <div key={figure} data-testid={`money-${figure}`}>
            <Text size="sm" fw={600}>
              {t(`dashboard.figures.${figure}`)}
            </Text>
            <Text size="xs" c="dimmed" mb={4}>
              {t(`dashboard.figures.${figure}_hint`)}
            </Text>
            <Stack component="dl" gap={2} m={0}>
              {data.money.map((m) => (
                <Group
                  key={m.which}
                  justify="space-between"
                  wrap="nowrap"
                  gap="xs"
                  align="baseline"
                >
                  <Text component="dt" size="sm">
                    {t(`dashboard.months.${m.which}`, { month: monthLabel(m.month, lang) })}
                  </Text>
                  <Text
                    component="dd"
                    m={0}
                    ta="right"
                    size="sm"
                    fw={m.which === 'this_month' ? 700 : 400}
                    data-testid={
                      figure === 'booked' && m.which === 'this_month'
                        ? 'stat-revenue-month'
                        : undefined
                    }
                  >
                    {formatEuros(m[figure], lang)}
                    {figure === 'earned' ? (
                      <Text component="span" display="block" size="xs" c="dimmed" fw={400}>
                        {t('dashboard.vat_excluded', {
                          amount: formatEuros(m.earned_vat_excluded, lang),
                        })}
                      </Text>
                    ) : null}
                  </Text>
                </Group>
              ))}
            </Stack>
          </div>
        ))}
      </Stack>
    </DashboardCard>
  );
}

/** 'YYYY-MM' as '11/2026'. */
const monthLabel = (month: string, _lang: string) =>
  `${Number(month.slice(5, 7))}/${month.slice(0, 4)}`;
