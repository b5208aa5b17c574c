import { Box, Group, Paper, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '#contracts/dashboard.ts';
import { formatEuros } from '#web/lib/format-money.ts';
import { formatDay } from '../lib/format';
import classes from './orders-chart.module.css';

/**
 * Orders per day as a bar chart drawn with CSS (no chart library): a column per day with
 * its count above the bar and, on every other day, the date below. Text stays sharp at any
 * width. Screen readers get the figures as a table instead.
 */
export function OrdersChart({ days }: { days: Dashboard['daily_orders'] }) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  const max = Math.max(1, ...days.map((d) => d.count));
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const first = days[0]?.date;
  const last = days.at(-1)?.date;
  const summary =
    first && last
      ? t('dashboard.chart_summary', {
          first: formatDay(first, lang, false),
          last: formatDay(last, lang, false),
          total,
        })
      : '';

  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      radius="md"
      component="section"
      aria-labelledby="orders-chart-title"
    >
      <Group justify="space-between" align="baseline" mb="sm" gap="xs">
        <Title order={2} size="h4" id="orders-chart-title">
          {t('dashboard.chart_title')}
        </Title>
        <Text size="sm" c="dimmed">
          {summary}
        </Text>
      </Group>
      <div className={classes.chart} aria-hidden data-testid="orders-chart">
        {days.map((day, i) => (
          <div
            key={day.date}
            className={classes.column}
            title={t('dashboard.chart_day', {
              date: formatDay(day.date, lang),
              count: day.count,
              revenue: formatEuros(day.revenue, lang),
            })}
          >
            <span className={classes.count}>{day.count > 0 ? day.count : ''}</span>
            <Box
              className={classes.bar}
              data-empty={day.count === 0 || undefined}
              style={{ height: `${(day.count / max) * 100}%` }}
            />
            <span className={classes.date}>
              {(days.length - 1 - i) % 2 === 0 ? formatDay(day.date, lang, false) : ''}
            </span>
          </div>
        ))}
      </div>
      <VisuallyHidden>
        <table>
          <caption>{t('dashboard.chart_title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.chart_date')}</th>
              <th scope="col">{t('dashboard.chart_count')}</th>
              <th scope="col">{t('dashboard.chart_revenue')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <td>{formatDay(day.date, lang)}</td>
                <td>{day.count}</td>
                <td>{formatEuros(day.revenue, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Paper>
  );
}
