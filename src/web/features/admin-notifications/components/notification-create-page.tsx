import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AdminFormPage, saveWithToasts } from '#web/components/admin/admin-form-page.tsx';
import { useCreateNotification } from '../api/create-notification';
import { NotificationForm } from './notification-form';

/** /admin/notification/create. After success the list; on failure the form keeps what was typed. */
export function NotificationCreatePage() {
  const { t } = useTranslation('admin-notifications');
  const navigate = useNavigate();
  const create = useCreateNotification();
  return (
    <AdminFormPage
      backTo="/admin/notification/list"
      backLabel={t('back')}
      title={t('create_title')}
      width={880}
    >
      <NotificationForm
        mode="create"
        onSave={async (values) => {
          await saveWithToasts(() => create.mutateAsync(values), {
            failed: (reason) => t('create_failed', { reason }),
            done: t('created'),
          });
          void navigate('/admin/notification/list');
        }}
      />
    </AdminFormPage>
  );
}

export { NotificationCreatePage as Component };
