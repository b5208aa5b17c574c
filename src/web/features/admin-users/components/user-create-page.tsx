import { Anchor, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { showError, showSuccess } from '../../../components/ui/toast';
import { useCreateUser } from '../api/create-user';
import { UserForm } from './user-form';

/** /admin/user/create. After success the list; on failure the form keeps what was typed. */
export function UserCreatePage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const create = useCreateUser();
  return (
    <Stack gap="lg" maw={720}>
      <Anchor component={Link} to="/admin/user/list" size="sm">
        ← {t('users.back')}
      </Anchor>
      <Title order={1}>{t('users.create_title')}</Title>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        <UserForm
          mode="create"
          onSave={async (values) => {
            try {
              await create.mutateAsync(values);
            } catch (error) {
              const reason = error instanceof Error ? error.message : '';
              showError(t('users.create_failed', { reason }));
              throw error;
            }
            showSuccess(t('users.created'));
            void navigate('/admin/user/list');
          }}
        />
      </Paper>
    </Stack>
  );
}

export { UserCreatePage as Component };
