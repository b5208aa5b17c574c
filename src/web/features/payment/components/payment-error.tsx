import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** 'Error Occurred in Payment!': keep the order number, we will contact you (customer spec section 8). */
export function PaymentError({ reference }: { reference: string | null }) {
  const { t } = useTranslation('payment');
  return (
    <Alert color="red" title={t('error.title')} role="alert" data-testid="payment-error">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('error.text')}</Text>
        {reference ? (
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {t('error.reference', { reference })}
          </Text>
        ) : null}
        <Text size="sm">{t('error.phone')}</Text>
        <Button component={Link} to="/" variant="light">
          {t('error.home')}
        </Button>
      </Stack>
    </Alert>
  );
}
