import { useState } from 'react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useOutletContext, useParams } from 'react-router';
import type { AuthProfile, UserListItem } from '#contracts/auth.ts';
import { AdminFormPage, FormCard, saveWithToasts } from '#web/components/admin/admin-form-page.tsx';
import { LoadState } from '#web/components/admin/load-state.tsx';
import { ReauthenticationModal } from '#web/components/admin/reauthentication-modal.tsx';
import { showSuccess } from '#web/components/ui/toast.ts';
import { useUser } from '../api/get-user';
import { useResetUserTotp } from '../api/reset-user-totp';
import { useUpdateUser } from '../api/update-user';
import { UserForm } from './user-form';

/** Turning someone's two-factor off asks first, for the acting user's proof (decision 041). */
function TotpReset({ user, hasTotp }: { user: UserListItem; hasTotp: boolean }) {
  const { t } = useTranslation('admin');
  const reset = useResetUserTotp(user.id);
  const [isAsking, setAsking] = useState(false);
  return (
    <>
      {/* Mantine's orange text does not reach WCAG AA contrast on white; its darkest red does. */}
      <Button
        variant="outline"
        color="red.9"
        h="auto"
        py={6}
        // The long label wraps on a phone instead of widening the page.
        styles={{ label: { whiteSpace: 'normal' } }}
        onClick={() => setAsking(true)}
      >
        {t('users.mfa_reset')}
      </Button>
      <ReauthenticationModal
        opened={isAsking}
        title={t('users.mfa_reset_title')}
        confirmLabel={t('users.mfa_reset_confirm')}
        hasTotp={hasTotp}
        onConfirm={async (proof) => {
          await reset.mutateAsync(proof);
          showSuccess(t('users.mfa_reset_done'));
        }}
        onClose={() => setAsking(false)}
      >
        <Text>{t('users.mfa_reset_text', { email: user.email })}</Text>
      </ReauthenticationModal>
    </>
  );
}

/** /admin/user/edit/:userId: name, email and optionally a new password. */
export function UserEditPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const { user: me } = useOutletContext<{ user: AuthProfile }>();
  const id = Number(useParams().userId);
  const user = useUser(Number.isInteger(id) ? id : 0);
  const update = useUpdateUser(id);

  const isValidId = Number.isInteger(id) && id > 0;
  return (
    <AdminFormPage
      backTo="/admin/user/list"
      backLabel={t('users.back')}
      title={t('users.edit_title')}
      card={false}
    >
      <LoadState
        query={user}
        isValidId={isValidId}
        texts={{
          notFound: t('users.not_found'),
          loading: t('loading'),
          loadFailed: t('load_failed'),
        }}
      >
        {(data) => (
          <Stack gap="lg">
            <FormCard>
              <UserForm
                key={data.id}
                mode="edit"
                initial={data}
                hasTotp={me.totp_enabled}
                onSave={async (values) => {
                  await saveWithToasts(() => update.mutateAsync(values), {
                    failed: () => t('users.save_failed'),
                    done: t('users.updated'),
                  });
                  void navigate('/admin/user/list');
                }}
              />
            </FormCard>
            <FormCard>
              <Stack gap="sm" align="flex-start">
                <Group gap="sm">
                  <Text fw={600}>{t('users.mfa')}</Text>
                  <Badge color={data.totp_enabled ? 'teal.9' : 'gray.7'}>
                    {data.totp_enabled ? t('users.mfa_on') : t('users.mfa_off')}
                  </Badge>
                </Group>
                {data.totp_enabled && data.id !== me.id && (
                  <TotpReset user={data} hasTotp={me.totp_enabled} />
                )}
              </Stack>
            </FormCard>
          </Stack>
        )}
      </LoadState>
    </AdminFormPage>
  );
}

export { UserEditPage as Component };
