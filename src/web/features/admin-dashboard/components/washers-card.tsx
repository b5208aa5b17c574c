import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '#contracts/dashboard.ts';
import { formatDay } from '../lib/format';
import { DashboardCard } from './dashboard-card';

const hours = (minutes: number) => Math.round((minutes / 60) * 10) / 10;

/** Next free day per washer: when a new customer can be booked with each of them. */
export function WashersCard({ data }: { data: Dashboard }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <DashboardCard titleId="washers-title" title={t('dashboard.washers_title')}>
      <Text size="xs" c="dimmed">
        {t('dashboard.washers_hint', { hours: hours(data.free_minutes_needed) })}
      </Text>
      {data.washers.length === 0 ? (
        <Text c="dimmed">{t('dashboard.no_washers')}</Text>
      ) : (
        <Table verticalSpacing="xs" data-testid="washers-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('dashboard.washer')}</Table.Th>
              <Table.Th>{t('dashboard.next_free')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.washers.map((washer) => (
              <Table.Tr key={washer.id}>
                <Table.Td>{washer.name}</Table.Td>
                <Table.Td>
                  {washer.next_free_day === null ? (
                    <Text size="sm" c="red.8">
                      {t('dashboard.no_free')}
                    </Text>
                  ) : (
                    <>
                      <Text size="sm" fw={600}>
                        {formatDay(washer.next_free_day, i18n.language)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('dashboard.free_hours', { hours: hours(washer.free_minutes ?? 0) })}
                      </Text>
                    </>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </DashboardCard>
  );
}
