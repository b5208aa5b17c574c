import '@mantine/dates/styles.css';
import 'dayjs/locale/fi';
import 'dayjs/locale/sv';
import { DatePicker, DatesProvider } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { AvailableDate } from '#contracts/calendar.ts';
import { formatLongDay, formatTime } from '#web/lib/format-date.ts';
import classes from './time-picker.module.css';
import { siteLanguageOf } from '#contracts/site-pages.ts';

/**
 * The free days in a month calendar (two months side by side on wide screens). Only the
 * free days can be chosen: weekends, holidays and full days are disabled. Each day says
 * in its accessible name whether it is free and from when. The calendar page and the order
 * page's move show it (the month's heading carries the year).
 */
export function AvailableDaysPicker({
  days,
  value,
  onChange,
  isInPanel = false,
}: {
  days: readonly AvailableDate[];
  value: string | null;
  onChange: (day: AvailableDate) => void;
  /** Inside a padded panel (the order page's move): smaller days, so a phone's width holds a week. */
  isInPanel?: boolean;
}) {
  const { t, i18n } = useTranslation('time-picker');
  const language = siteLanguageOf(i18n.language);
  const isWide = useMediaQuery('(min-width: 48em)');
  const byDate = new Map(days.map((d) => [d.date, d]));
  const first = days[0]?.date;
  const last = days.at(-1)?.date;
  return (
    <DatesProvider settings={{ locale: language, firstDayOfWeek: 1, weekendDays: [0, 6] }}>
      <DatePicker
        className={classes.picker}
        value={value}
        onChange={(date) => {
          const day = date ? byDate.get(date) : undefined;
          if (day) onChange(day);
        }}
        defaultDate={value ?? first}
        minDate={first}
        maxDate={last}
        excludeDate={(date) => !byDate.has(date)}
        numberOfColumns={isWide ? 2 : 1}
        // Other months' days, dimmed, fell short of the contrast minimum at a phone's width.
        hideOutsideDates
        size={isWide || isInPanel ? 'md' : 'lg'}
        allowDeselect={false}
        highlightToday
        getDayProps={(date) => ({
          'data-date': date,
          'data-free': byDate.has(date) ? 'true' : undefined,
        })}
        getDayAriaLabel={(date) => {
          const day = byDate.get(date);
          const label = formatLongDay(date, language);
          return day
            ? t('picker.free_day', { day: label, time: formatTime(day.starting, language) })
            : t('picker.taken_day', { day: label });
        }}
        maxLevel="month"
        ariaLabels={{
          previousMonth: t('picker.previous_month'),
          nextMonth: t('picker.next_month'),
        }}
        data-testid="available-days"
      />
    </DatesProvider>
  );
}
