import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AdminFormPage, saveWithToasts } from '#web/components/admin/admin-form-page.tsx';
import { useCreateDiscount } from '../api/create-discount';
import { DiscountFormView } from './discount-form';

/** /admin/discount/create. After success the list; on failure the form keeps what was typed. */
export function DiscountCreatePage() {
  const { t } = useTranslation('admin-discounts');
  const navigate = useNavigate();
  const create = useCreateDiscount();
  return (
    <AdminFormPage backTo="/admin/discount/list" backLabel={t('back')} title={t('create_title')}>
      <DiscountFormView
        mode="create"
        onSave={async (values) => {
          await saveWithToasts(() => create.mutateAsync(values), {
            failed: (reason) => t('create_failed', { reason }),
            done: t('created'),
          });
          void navigate('/admin/discount/list');
        }}
      />
    </AdminFormPage>
  );
}

export { DiscountCreatePage as Component };
