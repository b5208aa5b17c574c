import { useTranslation } from 'react-i18next';
import { AdminCreatePage } from '#web/components/admin/admin-form-page.tsx';
import { useCreateDiscount } from '../api/create-discount';
import { DiscountFormView } from './discount-form';

/** /admin/discount/create. After success the list; on failure the form keeps what was typed. */
export function DiscountCreatePage() {
  const { t } = useTranslation('admin-discounts');
  const create = useCreateDiscount();
  return (
    <AdminCreatePage t={t} listPath="/admin/discount/list" create={create}>
      {(onSave) => <DiscountFormView mode="create" onSave={onSave} />}
    </AdminCreatePage>
  );
}

export { DiscountCreatePage as Component };
