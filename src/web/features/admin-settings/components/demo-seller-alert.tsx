import { Alert, Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { demoSellerFields } from '#contracts/shop-info.ts';
import { shopInfoQuery } from '../api/shop-info';

/**
 * Above every back-office page of an admin while the seller's facts are still the demo
 * company's (decision 074), with the way to the form; gone once the company's own are saved
 * (the save writes the same query).
 */
export function DemoSellerAlert() {
  const { t } = useTranslation('admin');
  const info = useQuery(shopInfoQuery);
  if (!info.data || demoSellerFields(info.data).length === 0) return null;
  return (
    <Alert
      color="yellow"
      role="status"
      title={t('demo_seller.title')}
      mb="md"
      data-testid="demo-seller-alert"
      // Mantine's yellow on its own light tint is below AA for the title: the page's text colour.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Text size="sm" mb={4}>
        {t('demo_seller.text')}
      </Text>
      <Anchor
        component={Link}
        to="/admin/settings?section=shop-info"
        size="sm"
        fw={600}
        c="var(--mantine-color-text)"
        underline="always"
      >
        {t('demo_seller.link')}
      </Anchor>
    </Alert>
  );
}
