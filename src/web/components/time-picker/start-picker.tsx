import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FreeStart } from '#contracts/calendar.ts';
import { partOfDay } from '#domain/calendar/time-of-day.ts';
import { LoadingOrFailed } from '#web/components/ui/load-failed.tsx';
import { formatTime } from '#web/lib/format-date.ts';
import { useFreeStarts } from './free-starts-query';
import { siteLanguageOf } from '#contracts/site-pages.ts';

const parts = ['morning', 'afternoon'] as const;

/**
 * The free starts of the chosen day as buttons, the morning's and the afternoon's apart (a
 * phone shows four to a row), the chosen one pressed (issue 28, decision 069). Shared by
 * the calendar page and the order page's move; the server re-checks the start on booking.
 */
export function StartPicker(props: {
  postalCode: string;
  minutes: number | null;
  date: string;
  /** The chosen start ('HH:mm'), null for none. */
  value: string | null;
  onChange: (start: FreeStart) => void;
  /** Why the chosen start was refused (the server's words), shown under the buttons. */
  error?: string | null;
}) {
  const { t, i18n } = useTranslation('time-picker');
  const language = siteLanguageOf(i18n.language);
  const starts = useFreeStarts(props.postalCode, props.minutes, props.date);
  if (!starts.data) return <LoadingOrFailed t={t} query={starts} />;
  const list = starts.data.starts;
  if (list.length === 0) {
    return (
      <Text role="status" c="dimmed" data-testid="no-free-starts" data-date={props.date}>
        {t('none')}
      </Text>
    );
  }
  return (
    <Stack
      gap="sm"
      role="group"
      aria-labelledby="start-picker-title"
      data-testid="start-picker"
      data-date={props.date}
    >
      <Text fw={700} id="start-picker-title">
        {t('title')}
      </Text>
      {parts.map((part) => {
        const ofPart = list.filter((s) => partOfDay(s.starting) === part);
        if (ofPart.length === 0) return null;
        return (
          <Stack key={part} gap={6} role="group" aria-labelledby={`start-picker-${part}`}>
            <Text size="sm" c="dimmed" id={`start-picker-${part}`}>
              {t(part)}
            </Text>
            <SimpleGrid cols={4} spacing={6} verticalSpacing={6}>
              {ofPart.map((start) => {
                const isChosen = start.starting === props.value;
                return (
                  <Button
                    key={start.starting}
                    variant={isChosen ? 'filled' : 'default'}
                    size="sm"
                    px={4}
                    aria-pressed={isChosen}
                    onClick={() => props.onChange(start)}
                    data-testid="start-option"
                    data-starting={start.starting}
                  >
                    {formatTime(start.starting, language)}
                  </Button>
                );
              })}
            </SimpleGrid>
          </Stack>
        );
      })}
      {props.error ? (
        <Text size="sm" c="red.8" role="alert" data-testid="start-error">
          {props.error}
        </Text>
      ) : null}
    </Stack>
  );
}
