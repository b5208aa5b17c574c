import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useServiceContact } from '#web/lib/shop-info.ts';
import { Link } from 'react-router';
import { usePagePath } from '#web/lib/page-path.ts';

/** 'Error Occurred in Payment!': keep the order number, we will contact you (customer spec section 8). */
export function PaymentError({ reference }: { reference: string | null }) {
  const { t } = useTranslation('payment');
  const contact = useServiceContact();
  const path = usePagePath();
  return (
    <Alert color="red" title={t('error.title')} role="alert" data-testid="payment-error">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('error.text')}</Text>
        {reference ? (
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {t('error.reference', { reference })}
          </Text>
        ) : null}
        {contact && <Text size="sm">{t('error.phone', contact)}</Text>}
        <Button component={Link} to={path('home')} variant="light">
          {t('error.home')}
        </Button>
      </Stack>
    </Alert>
  );
}
