import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HELSINKI_TIME_ZONE } from '#domain/calendar/helsinki-time.ts';
import { dateTimeFormatOf } from '#domain/locale/intl-locale.ts';

/** Who saved the configuration meanwhile (a 409 CONFLICT's details), and when. */
export interface StaleSave {
  savedBy: string | null;
  savedAt: string;
}

const formatInstant = (at: string, language: string) =>
  dateTimeFormatOf(language === 'en' ? 'en-GB' : 'fi-FI', {
    day: 'numeric',
    month: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZone: HELSINKI_TIME_ZONE,
  }).format(new Date(at));

/**
 * A save refused because someone saved meanwhile (decision 047): who and when, and a
 * Reload button that shows their version (the unsaved edit is dropped only then).
 */
export function StaleSaveAlert(props: { stale: StaleSave; onReload: () => void; busy: boolean }) {
  const { t, i18n } = useTranslation('admin-counter');
  const at = formatInstant(props.stale.savedAt, i18n.language);
  return (
    <Alert color="yellow" role="alert" data-testid="stale-save">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dark">
          <Text span fw={700} size="sm" inherit>
            {t('stale.title')}.{' '}
          </Text>
          {props.stale.savedBy
            ? t('stale.text', { name: props.stale.savedBy, at })
            : t('stale.text_unknown', { at })}
        </Text>
        <Button variant="default" loading={props.busy} onClick={props.onReload}>
          {t('stale.reload')}
        </Button>
      </Group>
    </Alert>
  );
}
