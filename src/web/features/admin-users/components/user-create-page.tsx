import { useTranslation } from 'react-i18next';
import { AdminCreatePage } from '#web/components/admin/admin-form-page.tsx';
import { useCreateUser } from '../api/create-user';
import { UserForm } from './user-form';

/** /admin/user/create. After success the list; on failure the form keeps what was typed. */
export function UserCreatePage() {
  const { t } = useTranslation('admin', { keyPrefix: 'users' });
  const create = useCreateUser();
  return (
    <AdminCreatePage t={t} listPath="/admin/user/list" create={create}>
      {(onSave) => <UserForm mode="create" onSave={onSave} />}
    </AdminCreatePage>
  );
}

export { UserCreatePage as Component };
