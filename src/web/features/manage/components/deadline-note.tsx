import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ManageOrder } from '#contracts/manage.ts';
import { helsinkiDate } from '#domain/calendar/helsinki-time.ts';
import { intlLocale } from '#web/lib/site-language.ts';
import { dateTimeFormatOf } from '#domain/locale/intl-locale.ts';

/**
 * Until when changes are free; past that day, that the office moves the job and what a
 * cancellation costs now (decision 068: within the withdrawal period it is still free).
 */
export function DeadlineNote({ order }: { order: ManageOrder }) {
  const { t, i18n } = useTranslation('manage');
  const until = order.freeChangeUntil;
  if (order.status === 'cancelled' || !until) return null;
  const isLate = helsinkiDate(new Date()) > until;
  const day = dateTimeFormatOf(intlLocale(i18n.language), {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${until}T12:00:00Z`));
  const text = !isLate
    ? order.canMove || order.canCancel
      ? // A shopping-centre order has no time to move (decision 073): only the cancellation.
        t(order.mallStartingMonth ? 'free_cancel_until' : 'free_until', { day })
      : null
    : order.canCancel && order.cancellation
      ? `${t('late')} ${t(`cancel.basis.${order.cancellation.basis}`)}`
      : null;
  return text ? <Text data-testid="manage-deadline">{text}</Text> : null;
}
