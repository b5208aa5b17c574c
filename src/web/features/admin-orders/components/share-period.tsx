import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { helsinkiDate } from '#domain/calendar/helsinki-time.ts';
import { addDays } from '#domain/calendar/local-date.ts';

export const sharePeriods = ['last_12_months', 'this_year', 'last_year', 'last_30_days'] as const;
export type SharePeriod = (typeof sharePeriods)[number];

/**
 * The days of the international-cleaner share's period (issue 24 point 5); none for the
 * twelve months up to today, which the server takes by default.
 */
export function sharePeriodDays(period: SharePeriod, now = new Date()) {
  const today = helsinkiDate(now);
  const year = Number(today.slice(0, 4));
  if (period === 'this_year') return { share_from: `${year}-01-01`, share_to: today };
  if (period === 'last_year')
    return { share_from: `${year - 1}-01-01`, share_to: `${year - 1}-12-31` };
  if (period === 'last_30_days') return { share_from: addDays(today, -29), share_to: today };
  return {};
}

/** The choice of the share's period beside its line. */
export function SharePeriodSelect(props: {
  value: SharePeriod;
  onChange: (period: SharePeriod) => void;
}) {
  const { t } = useTranslation('admin-orders');
  return (
    <Select
      label={t('share_period')}
      data={sharePeriods.map((value) => ({ value, label: t(`share_periods.${value}`) }))}
      value={props.value}
      onChange={(value) => props.onChange((value ?? 'last_12_months') as SharePeriod)}
      allowDeselect={false}
      w={220}
      size="xs"
      data-testid="share-period"
    />
  );
}
