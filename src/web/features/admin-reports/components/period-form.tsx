import { Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { revenueGroupings, type RevenueGrouping } from '#contracts/reports.ts';
import { quickOf, quickPeriod, quickPeriods, type Period } from '../lib/period';
import classes from './reports.module.css';

/** The period (quick choices, or any first and last day) and the grouping of the rows. */
export function PeriodForm(props: {
  period: Period;
  by: RevenueGrouping;
  today: string;
  error: string | null;
  onPeriod: (period: Period) => void;
  onBy: (by: RevenueGrouping) => void;
}) {
  const { t } = useTranslation('admin-reports');
  const { period, today } = props;
  const chosen = quickOf(period, today);
  return (
    <Stack gap="sm">
      <Group gap="xs" role="group" aria-label={t('quick_label')}>
        {quickPeriods.map((q) => (
          <Button
            key={q}
            size="compact-md"
            variant={chosen === q ? 'filled' : 'default'}
            aria-pressed={chosen === q}
            onClick={() => props.onPeriod(quickPeriod(q, today))}
          >
            {t(`quick.${q}`)}
          </Button>
        ))}
      </Group>
      <div className={classes.periodRow}>
        <TextInput
          type="date"
          label={t('from')}
          value={period.from}
          onChange={(e) => props.onPeriod({ ...period, from: e.currentTarget.value })}
          error={props.error ? true : undefined}
        />
        <TextInput
          type="date"
          label={t('to')}
          value={period.to}
          onChange={(e) => props.onPeriod({ ...period, to: e.currentTarget.value })}
          error={props.error ?? undefined}
        />
        <div>
          <Text size="sm" fw={500} mb={4} id="report-by-label">
            {t('by_label')}
          </Text>
          <SegmentedControl
            aria-labelledby="report-by-label"
            value={props.by}
            onChange={(value) => {
              const by = revenueGroupings.find((b) => b === value);
              if (by) props.onBy(by);
            }}
            data={revenueGroupings.map((by) => ({ value: by, label: t(`by.${by}`) }))}
          />
        </div>
      </div>
    </Stack>
  );
}
