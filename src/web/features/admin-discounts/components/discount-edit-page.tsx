import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { AdminFormPage, FormCard, saveWithToasts } from '#web/components/admin/admin-form-page.tsx';
import { LoadState } from '#web/components/admin/load-state.tsx';
import { useDiscount } from '../api/get-discount';
import { useUpdateDiscount } from '../api/update-discount';
import { DiscountFormView } from './discount-form';

/** /admin/discount/edit/:discountId: every field but the uses, which orders count. */
export function DiscountEditPage() {
  const { t } = useTranslation('admin-discounts');
  const navigate = useNavigate();
  const id = Number(useParams().discountId);
  const isValidId = Number.isInteger(id) && id > 0;
  const discount = useDiscount(isValidId ? id : 0);
  const update = useUpdateDiscount(id);
  return (
    <AdminFormPage
      backTo="/admin/discount/list"
      backLabel={t('back')}
      title={discount.data ? t('edit_title', { code: discount.data.code }) : t('edit_title_plain')}
      card={false}
    >
      <LoadState
        query={discount}
        isValidId={isValidId}
        texts={{ notFound: t('not_found'), loading: t('loading'), loadFailed: t('load_failed') }}
      >
        {(data) => (
          <FormCard>
            <DiscountFormView
              key={data.id}
              mode="edit"
              initial={data}
              onSave={async (values) => {
                await saveWithToasts(() => update.mutateAsync(values), {
                  failed: () => t('save_failed'),
                  done: t('updated'),
                });
                void navigate('/admin/discount/list');
              }}
            />
          </FormCard>
        )}
      </LoadState>
    </AdminFormPage>
  );
}

export { DiscountEditPage as Component };
