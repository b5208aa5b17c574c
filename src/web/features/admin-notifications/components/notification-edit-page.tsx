import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AdminEditPage } from '#web/components/admin/admin-form-page.tsx';
import { useNotification } from '../api/get-notification';
import { useUpdateNotification } from '../api/update-notification';
import { NotificationForm } from './notification-form';

/** /admin/notification/edit/:notificationId, headed 'Edit Notifications #<id>'. */
export function NotificationEditPage() {
  const { t } = useTranslation('admin-notifications');
  const raw = useParams().notificationId ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const notification = useNotification(id);
  const update = useUpdateNotification(id);
  return (
    <AdminEditPage
      t={t}
      listPath="/admin/notification/list"
      title={t('edit_title', { id: raw })}
      width={880}
      showLoadingText
      record={{ query: notification, isValidId: id > 0 }}
      update={update}
    >
      {(data, onSave) => (
        <NotificationForm key={data.id} mode="edit" initial={data} onSave={onSave} />
      )}
    </AdminEditPage>
  );
}

export { NotificationEditPage as Component };
