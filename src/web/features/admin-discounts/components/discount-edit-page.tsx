import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AdminEditPage } from '#web/components/admin/admin-form-page.tsx';
import { useDiscount } from '../api/get-discount';
import { useUpdateDiscount } from '../api/update-discount';
import { DiscountFormView } from './discount-form';

/** /admin/discount/edit/:discountId: every field but the uses, which orders count. */
export function DiscountEditPage() {
  const { t } = useTranslation('admin-discounts');
  const id = Number(useParams().discountId);
  const isValidId = Number.isInteger(id) && id > 0;
  const discount = useDiscount(isValidId ? id : 0);
  const update = useUpdateDiscount(id);
  const title = discount.data
    ? t('edit_title', { code: discount.data.code })
    : t('edit_title_plain');
  return (
    <AdminEditPage
      t={t}
      listPath="/admin/discount/list"
      title={title}
      record={{ query: discount, isValidId }}
      update={update}
    >
      {(data, onSave) => (
        <DiscountFormView key={data.id} mode="edit" initial={data} onSave={onSave} />
      )}
    </AdminEditPage>
  );
}

export { DiscountEditPage as Component };
