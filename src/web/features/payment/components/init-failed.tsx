import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** 'Unfortunately, payment initiation failed!!' with customer service and try again (customer spec section 8). */
export function InitFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('payment');
  return (
    <Alert
      color="red"
      title={t('init_failed.title')}
      role="alert"
      data-testid="payment-init-failed"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('init_failed.text')}</Text>
        <Text size="sm" fw={600}>
          {t('init_failed.phone')}
        </Text>
        <Button onClick={onRetry}>{t('init_failed.retry')}</Button>
      </Stack>
    </Alert>
  );
}
