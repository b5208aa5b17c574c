import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Discount } from '../../../../contracts/discount';

/** Delete asks for confirmation in a modal that names the code. */
export function DeleteDiscountModal(props: {
  discount: Discount | null;
  isDeleting: boolean;
  onConfirm: (discount: Discount) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-discounts');
  const { discount } = props;
  return (
    <Modal opened={discount !== null} onClose={props.onClose} title={t('confirm_title')} centered>
      {discount && (
        <>
          <Text>{t('confirm_text', { code: discount.code })}</Text>
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={props.onClose}>
              {t('cancel')}
            </Button>
            <Button
              color="red"
              loading={props.isDeleting}
              onClick={() => props.onConfirm(discount)}
            >
              {t('confirm_delete')}
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
