import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { Button, Group, Modal, Stack, Text, Typography } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ShownNotification as Notification } from '#contracts/notification.ts';
import classes from './calculator.module.css';

/** Links in the popup open in a new tab without giving it a handle on this page. */
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** A notification's extra_info: HTML from the back office, sanitised again before showing. */
export function ExtraInfoDialog({
  opened,
  notification,
  onClose,
}: {
  opened: boolean;
  notification: Notification | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('calculator');
  const html = useMemo(
    () =>
      DOMPurify.sanitize(notification?.extra_info ?? '', {
        USE_PROFILES: { html: true },
        FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'img'],
      }),
    [notification],
  );
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('notifications.extra_title')}
      centered
      data-testid="extra-info-dialog"
    >
      <Stack gap="md">
        {notification ? (
          <Text fw={600} size="sm" lang={notification.language}>
            {notification.message}
          </Text>
        ) : null}
        <Typography className={classes.extraInfo}>
          <div dangerouslySetInnerHTML={{ __html: html }} data-testid="extra-info-html" />
        </Typography>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('notifications.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
