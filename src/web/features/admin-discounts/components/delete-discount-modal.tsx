import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Discount } from '#contracts/discount.ts';
import { ConfirmDeleteModal } from '#web/components/admin/confirm-delete-modal.tsx';

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
    <ConfirmDeleteModal
      opened={discount !== null}
      title={t('confirm_title')}
      cancelLabel={t('cancel')}
      confirmLabel={t('confirm_delete')}
      isDeleting={props.isDeleting}
      onConfirm={() => discount && props.onConfirm(discount)}
      onClose={props.onClose}
    >
      <Text>{t('confirm_text', { code: discount?.code ?? '' })}</Text>
    </ConfirmDeleteModal>
  );
}
