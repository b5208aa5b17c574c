import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AdminFormPage, saveWithToasts } from '#web/components/admin/admin-form-page.tsx';
import { useCreateUser } from '../api/create-user';
import { UserForm } from './user-form';

/** /admin/user/create. After success the list; on failure the form keeps what was typed. */
export function UserCreatePage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const create = useCreateUser();
  return (
    <AdminFormPage
      backTo="/admin/user/list"
      backLabel={t('users.back')}
      title={t('users.create_title')}
    >
      <UserForm
        mode="create"
        onSave={async (values) => {
          await saveWithToasts(() => create.mutateAsync(values), {
            failed: (reason) => t('users.create_failed', { reason }),
            done: t('users.created'),
          });
          void navigate('/admin/user/list');
        }}
      />
    </AdminFormPage>
  );
}

export { UserCreatePage as Component };
