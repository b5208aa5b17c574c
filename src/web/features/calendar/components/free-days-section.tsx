import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AvailableDate } from '#contracts/calendar.ts';
import { useAvailableDays } from '../api/get-available-days';
import { useWashingMinutes } from '../hooks/use-washing-minutes';
import { AvailableDaysPicker } from '#web/components/time-picker/available-days-picker.tsx';
import classes from './calendar.module.css';
import { PostalCodeField } from './postal-code-field';

/**
 * The postal code and, once it has five digits, the free days for the order's washing time:
 * loading, a failure with a retry, the specification's text when there is none
 * (customer spec section 8), or the calendar.
 */
export function FreeDaysSection({
  postalCode,
  onPostalCodeChange,
  value,
  onChoose,
}: {
  postalCode: string;
  onPostalCodeChange: (value: string) => void;
  value: string | null;
  onChoose: (day: AvailableDate) => void;
}) {
  const { t } = useTranslation('calendar');
  const { minutes, counter } = useWashingMinutes();
  const isConfigFailed = counter.isError;
  const days = useAvailableDays(postalCode, minutes);
  const isComplete = /^\d{5}$/.test(postalCode);
  let body;
  if (!isComplete) {
    body = <Text c="dimmed">{t('postal_code.prompt')}</Text>;
  } else if (isConfigFailed || days.isError) {
    body = (
      <Alert color="red" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('load_failed')}</Text>
          <Button
            size="xs"
            variant="light"
            onClick={() => void (isConfigFailed ? counter.refetch() : days.refetch())}
          >
            {t('retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (!days.data) {
    body = (
      <Center py="xl">
        <Group gap="sm">
          <Loader size="sm" />
          <Text c="dimmed">{t('loading_days')}</Text>
        </Group>
      </Center>
    );
  } else if (days.data.length === 0) {
    body = (
      <Alert color="orange" role="status" data-testid="no-free-times">
        {t('no_free_times')}
      </Alert>
    );
  } else {
    body = (
      <Stack gap="sm">
        <Group gap="lg" aria-hidden>
          <Group gap={6}>
            <span className={`${classes.legend} ${classes.legendFree}`} />
            <Text size="sm">{t('legend.free')}</Text>
          </Group>
          <Group gap={6}>
            <span className={`${classes.legend} ${classes.legendTaken}`} />
            <Text size="sm">{t('legend.taken')}</Text>
          </Group>
        </Group>
        <AvailableDaysPicker days={days.data} value={value} onChange={onChoose} />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <PostalCodeField value={postalCode} onChange={onPostalCodeChange} />
      {body}
    </Stack>
  );
}
