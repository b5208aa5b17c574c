import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NotificationState, NotificationType } from '#contracts/notification.ts';

/** The colours of the customers' banners: urgent red, normal blue, info grey. */
const typeColor: Record<NotificationType, string> = {
  NORMAL: 'blue.8',
  URGENT: 'red.8',
  INFO: 'gray.7',
};
const stateColor: Record<NotificationState, string> = {
  showing: 'teal.9',
  upcoming: 'blue.9',
  ended: 'gray.7',
};

export function TypeBadge({ type }: { type: NotificationType }) {
  const { t } = useTranslation('admin-notifications');
  return (
    <Badge color={typeColor[type]} variant="filled" miw="max-content">
      {t(`type.${type}`)}
    </Badge>
  );
}

export function StateBadge({ state }: { state: NotificationState }) {
  const { t } = useTranslation('admin-notifications');
  return (
    <Badge color={stateColor[state]} variant="outline" miw="max-content" data-state={state}>
      {t(`state.${state}`)}
    </Badge>
  );
}
