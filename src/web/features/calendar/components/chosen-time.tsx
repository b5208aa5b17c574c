import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AvailableDate } from '#contracts/calendar.ts';
import { formatLongDay, formatTime, splitMinutes } from '#web/lib/format-date.ts';
import { siteLanguageOf } from '#contracts/site-pages.ts';

/** The chosen day and start, and how long the work takes. */
export function ChosenTime({
  day,
  minutes,
  isViewOnly = false,
}: {
  day: AvailableDate | null;
  minutes: number | null;
  /** On the free-times page the start is what is free, not what is booked. */
  isViewOnly?: boolean;
}) {
  const { t, i18n } = useTranslation('calendar');
  const language = siteLanguageOf(i18n.language);
  const duration = minutes === null ? null : splitMinutes(minutes);
  return (
    <Stack gap={6} data-testid="chosen-time">
      {day ? (
        <>
          <Text fw={700} size="lg">
            {formatLongDay(day.date, language)}
          </Text>
          <Text>
            {t(isViewOnly ? 'chosen.free_from' : 'chosen.starts', {
              time: formatTime(day.starting, language),
            })}
          </Text>
        </>
      ) : (
        <Text c="dimmed">{t('chosen.none')}</Text>
      )}
      {duration ? (
        <Text size="sm" c="dimmed">
          {duration.hours > 0
            ? t('chosen.duration_hours', { hours: duration.hours, minutes: duration.minutes })
            : t('chosen.duration_minutes', { minutes: duration.minutes })}
        </Text>
      ) : null}
    </Stack>
  );
}
