import { useTranslation } from 'react-i18next';
import { AdminCreatePage } from '#web/components/admin/admin-form-page.tsx';
import { useCreateNotification } from '../api/create-notification';
import { NotificationForm } from './notification-form';

/** /admin/notification/create. After success the list; on failure the form keeps what was typed. */
export function NotificationCreatePage() {
  const { t } = useTranslation('admin-notifications');
  const create = useCreateNotification();
  return (
    <AdminCreatePage t={t} listPath="/admin/notification/list" width={880} create={create}>
      {(onSave) => <NotificationForm mode="create" onSave={onSave} />}
    </AdminCreatePage>
  );
}

export { NotificationCreatePage as Component };
