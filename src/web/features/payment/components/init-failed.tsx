import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useServiceContact } from '#web/lib/shop-info.ts';

/** 'Unfortunately, payment initiation failed!!' with customer service and try again (customer spec section 8). */
export function InitFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('payment');
  const contact = useServiceContact();
  return (
    <Alert
      color="red"
      title={t('init_failed.title')}
      role="alert"
      data-testid="payment-init-failed"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('init_failed.text')}</Text>
        {contact && (
          <Text size="sm" fw={600}>
            {t('init_failed.phone', contact)}
          </Text>
        )}
        <Button onClick={onRetry}>{t('init_failed.retry')}</Button>
      </Stack>
    </Alert>
  );
}
