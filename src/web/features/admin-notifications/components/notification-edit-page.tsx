import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { AdminFormPage, FormCard, saveWithToasts } from '#web/components/admin/admin-form-page.tsx';
import { LoadState } from '#web/components/admin/load-state.tsx';
import { useNotification } from '../api/get-notification';
import { useUpdateNotification } from '../api/update-notification';
import { NotificationForm } from './notification-form';

/** /admin/notification/edit/:notificationId, headed 'Edit Notifications #<id>'. */
export function NotificationEditPage() {
  const { t } = useTranslation('admin-notifications');
  const navigate = useNavigate();
  const raw = useParams().notificationId ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const notification = useNotification(id);
  const update = useUpdateNotification(id);
  return (
    <AdminFormPage
      backTo="/admin/notification/list"
      backLabel={t('back')}
      title={t('edit_title', { id: raw })}
      width={880}
      card={false}
    >
      <LoadState
        query={notification}
        isValidId={id > 0}
        texts={{ notFound: t('not_found'), loading: t('loading'), loadFailed: t('load_failed') }}
        showLoadingText
      >
        {(data) => (
          <FormCard>
            <NotificationForm
              key={data.id}
              mode="edit"
              initial={data}
              onSave={async (values) => {
                await saveWithToasts(() => update.mutateAsync(values), {
                  failed: () => t('save_failed'),
                  done: t('updated'),
                });
                void navigate('/admin/notification/list');
              }}
            />
          </FormCard>
        )}
      </LoadState>
    </AdminFormPage>
  );
}

export { NotificationEditPage as Component };
