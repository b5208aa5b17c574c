import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { helsinkiDate } from '#domain/calendar/helsinki-time.ts';
import { startsWithinWithdrawalPeriod } from '#domain/order/withdrawal-period.ts';

/**
 * A day within the consumer's 14-day withdrawal period, said before the contact page asks
 * for the early-start request (issue 28 point 2, decision 050): the work would start before
 * the period ends. The period is counted from today, the day the order would be made.
 */
export function WithdrawalPeriodNote({ day }: { day: string }) {
  const { t } = useTranslation('calendar');
  if (!startsWithinWithdrawalPeriod(helsinkiDate(new Date()), day)) return null;
  return (
    <Alert color="blue" variant="light" data-testid="withdrawal-period-note">
      <Text size="sm" fw={700}>
        {t('withdrawal.title')}
      </Text>
      <Text size="sm">{t('withdrawal.text')}</Text>
    </Alert>
  );
}
