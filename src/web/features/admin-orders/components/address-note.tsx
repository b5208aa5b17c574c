import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StoredOrder } from '#contracts/order-stored.ts';

/** The customer's note for the address (door code, where to park), where staff see it first. */
export function AddressNote({ order }: { order: StoredOrder }) {
  const { t } = useTranslation('admin-orders');
  const note = order.addresses.find((a) => a.type === 'shipping')?.message?.trim();
  if (!note) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      title={
        <Text component="span" fw={700} size="sm" c="dark.9">
          {t('life.address_note')}
        </Text>
      }
      data-testid="address-note"
    >
      <Text size="sm" c="dark.9" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {note}
      </Text>
    </Alert>
  );
}
