import { Alert, Anchor, Container, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type {
  NotificationType,
  ShownNotification as Notification,
} from '#contracts/notification.ts';
import { useNotifications } from '../api/get-notifications';
import { useDismissedNotifications } from '../hooks/use-dismissed-notifications';

const colorOf: Record<NotificationType, string> = { NORMAL: 'blue', URGENT: 'red', INFO: 'gray' };

/** The announcements now showing, minus those this browser dismissed; extra_info in a popup. */
export function NotificationBanners({ onReadMore }: { onReadMore: (n: Notification) => void }) {
  const { t } = useTranslation('calculator');
  const { data } = useNotifications();
  const { dismissed, dismiss } = useDismissedNotifications();
  const visible = (data ?? []).filter((n) => !dismissed.includes(n.id));
  if (visible.length === 0) return null;
  return (
    <Container size="lg" pt="md">
      <Stack gap="xs" component="section" aria-label={t('notifications.label')}>
        {visible.map((n) => (
          <Alert
            key={n.id}
            color={colorOf[n.type]}
            variant={n.type === 'URGENT' ? 'filled' : 'light'}
            withCloseButton
            closeButtonLabel={t('notifications.dismiss')}
            onClose={() => dismiss(n.id)}
            data-testid={`notification-${n.id}`}
            data-type={n.type}
          >
            {/* A Finnish message on an English page, said as Finnish (decision 071). */}
            <Text size="sm" c={n.type === 'URGENT' ? 'white' : undefined} span lang={n.language}>
              {n.message}
            </Text>
            {n.extra_info ? (
              <>
                {' '}
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  fw={700}
                  c="inherit"
                  underline="always"
                  onClick={() => onReadMore(n)}
                >
                  {t('notifications.read_more')}
                </Anchor>
              </>
            ) : null}
          </Alert>
        ))}
      </Stack>
    </Container>
  );
}
