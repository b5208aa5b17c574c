import { useTranslation } from 'react-i18next';
import type { RevenueFigures, RevenueReport } from '#contracts/reports.ts';
import { formatEuros } from '#web/lib/format-money.ts';
import { formatHours, formatShare, utilisation } from '../lib/period';
import { rowLabel } from '../lib/row-label';
import { FigureChart, type FigureColumn } from './figure-chart';

/** The figures of a row, utilisation (hoursBooked / hoursAvailable) added. */
function valuesOf(f: RevenueFigures): Record<string, number> {
  return { ...f, utilisation: utilisation(f.hoursBooked, f.hoursAvailable) ?? Number.NaN };
}

/** Money by row (earned, collected, refunded) and work by row (jobs, hours, utilisation). */
export function RevenueCharts({ report }: { report: RevenueReport }) {
  const { t, i18n } = useTranslation('admin-reports');
  const lang = i18n.language;
  const euros = (v: number) => formatEuros(v, lang);
  const hours = (v: number) => formatHours(v, lang);
  const count = (v: number) => String(v);
  const share = (v: number) => formatShare(Number.isNaN(v) ? null : v, lang);
  const rows = report.rows.map((r) => ({
    name: rowLabel(r, report.by, lang),
    values: valuesOf(r),
  }));
  const totals = valuesOf(report.totals);
  const rowHeader = t(`by.${report.by}`);
  const money: FigureColumn[] = [
    { key: 'earned', label: t('figure.earned'), format: euros, color: 'teal.6' },
    { key: 'earnedVatExcluded', label: t('figure.earned_vat_excluded'), format: euros },
    { key: 'collected', label: t('figure.collected'), format: euros, color: 'blue.6' },
    { key: 'refunded', label: t('figure.refunded'), format: euros, color: 'red.6' },
  ];
  const work: FigureColumn[] = [
    { key: 'jobs', label: t('figure.jobs'), format: count },
    { key: 'hoursBooked', label: t('figure.hours_booked'), format: hours, color: 'indigo.6' },
    { key: 'hoursAvailable', label: t('figure.hours_available'), format: hours, color: 'gray.5' },
    { key: 'utilisation', label: t('figure.utilisation'), format: share },
    { key: 'cancelled', label: t('figure.cancelled'), format: count },
  ];
  return (
    <>
      <FigureChart
        title={t('money_title')}
        caption={t('money_caption')}
        rowHeader={rowHeader}
        totalLabel={t('total')}
        columns={money}
        rows={rows}
        totals={totals}
        testId="report-money"
        empty={t('no_rows')}
        valueFormatter={euros}
      />
      <FigureChart
        title={t('work_title')}
        caption={t('work_caption')}
        rowHeader={rowHeader}
        totalLabel={t('total')}
        columns={work}
        rows={rows}
        totals={totals}
        testId="report-work"
        empty={t('no_rows')}
        valueFormatter={hours}
      />
    </>
  );
}
