import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const termKeys = [
  'extra_work',
  'cancellation',
  'complaints',
  'insurance',
  'payment',
  'reminder',
  'index',
] as const;

/** The product's terms of order (customer spec section 9): in the modal and on the thank-you page. */
export function OrderTerms() {
  const { t } = useTranslation('terms');
  return (
    <Stack gap="sm">
      <Text>{t('intro')}</Text>
      <List spacing="xs">
        {termKeys.map((key) => (
          <List.Item key={key}>{t(`items.${key}`)}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
