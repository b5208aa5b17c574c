import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Fieldset, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StaffRole } from '#contracts/access.ts';
import type { ReauthenticationInput } from '#contracts/reauthentication.ts';
import {
  createUserFormSchema,
  isAccessChanged,
  updateUserProofFormSchema,
  type UpdateUserProofForm,
} from '#contracts/user.ts';
import { ReauthenticationFields } from '#web/components/admin/reauthentication-fields.tsx';
import { isApiError } from '#web/lib/api/client.ts';
import { applyServerFieldErrors, errorText } from '#web/lib/form-errors.ts';
import { applyProofRefusal, proofOf } from '#web/lib/reauthentication.ts';
import { UserRoleFields } from './user-role-fields';

export interface UserFormValues extends Partial<ReauthenticationInput> {
  name: string;
  email: string;
  password: string;
  role: StaffRole;
  washerId: number | null;
}

const fields = ['name', 'email', 'password', 'passwordConfirmation', 'role', 'washerId'] as const;

/**
 * The user form of admin spec section 5: name 3-56, email up to 128, password at least 8
 * (required on create, empty keeps it on edit) and its confirmation ('Salasanojen täytyy
 * täsmätä'), the role (office unless chosen) and a washer user's washer. On edit, a new
 * password or another role asks for the acting user's own password, and their code when
 * `hasTotp` (decision 041); the last admin's role stays (409 LAST_ADMIN, shown on the role). The same schemas check the request on the
 * server, whose field errors land on the same fields. `onSave` throws to keep the form.
 */
export function UserForm(props: {
  mode: 'create' | 'edit';
  initial?: { name: string; email: string; role: StaffRole; washerId: number | null };
  /** The signed-in user's TOTP is on: a new password asks for their code too. */
  hasTotp?: boolean;
  onSave: (values: UserFormValues) => Promise<void>;
}) {
  const { t } = useTranslation('admin');
  const isCreate = props.mode === 'create';
  const hasTotp = props.hasTotp ?? false;
  const form = useForm<UpdateUserProofForm>({
    resolver: zodResolver(
      isCreate ? createUserFormSchema : updateUserProofFormSchema(hasTotp, props.initial),
    ),
    defaultValues: {
      name: props.initial?.name ?? '',
      email: props.initial?.email ?? '',
      password: '',
      passwordConfirmation: '',
      role: props.initial?.role ?? 'office',
      washerId: props.initial?.washerId ?? null,
      currentPassword: '',
      code: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [password, role, washerId] = useWatch({
    control: form.control,
    name: ['password', 'role', 'washerId'],
  });
  const isProofNeeded = (values: {
    password?: string;
    role?: StaffRole;
    washerId?: number | null;
  }) => !isCreate && ((values.password ?? '') !== '' || isAccessChanged(props.initial, values));
  const isProofAsked = isProofNeeded({ password, role, washerId });

  const onSubmit = form.handleSubmit(async (values) => {
    const { name, email } = values;
    const password = values.password ?? '';
    const role = values.role ?? 'office';
    const washerId = role === 'washer' ? (values.washerId ?? null) : null;
    const proof = isProofNeeded(values)
      ? proofOf({ currentPassword: values.currentPassword ?? '', code: values.code }, hasTotp)
      : {};
    try {
      await props.onSave({ name, email, password, role, washerId, ...proof });
    } catch (error) {
      if (isApiError(error, 'LAST_ADMIN')) {
        form.setError('role', { type: 'server', message: t('users.last_admin') });
      }
      applyProofRefusal(error, form);
      applyServerFieldErrors(error, form.setError, fields);
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate data-testid="user-form">
      <Stack gap="md" maw={480}>
        <TextInput
          label={t('users.name')}
          autoComplete="name"
          withAsterisk
          error={errorText(t, errors.name?.message)}
          {...form.register('name')}
        />
        <TextInput
          label={t('users.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          withAsterisk
          error={errorText(t, errors.email?.message)}
          {...form.register('email')}
        />
        <PasswordInput
          visibilityToggleButtonProps={{ 'aria-label': t('password_toggle') }}
          label={isCreate ? t('users.password') : t('users.password_edit')}
          description={isCreate ? undefined : t('users.password_edit_hint')}
          autoComplete="new-password"
          withAsterisk={isCreate}
          error={errorText(t, errors.password?.message)}
          {...form.register('password')}
        />
        <PasswordInput
          visibilityToggleButtonProps={{ 'aria-label': t('password_toggle') }}
          label={t('users.password_confirmation')}
          autoComplete="new-password"
          withAsterisk={isCreate}
          error={errorText(t, errors.passwordConfirmation?.message)}
          {...form.register('passwordConfirmation')}
        />
        <UserRoleFields
          control={form.control}
          errors={{ role: errors.role?.message, washerId: errors.washerId?.message }}
        />
        {isProofAsked && (
          <Fieldset legend={t('reauth.title')} variant="filled">
            <ReauthenticationFields
              hasTotp={hasTotp}
              password={form.register('currentPassword')}
              code={form.register('code')}
              errors={{
                currentPassword: errors.currentPassword?.message,
                code: errors.code?.message,
              }}
            />
          </Fieldset>
        )}
        <Group>
          <Button type="submit" loading={isSubmitting}>
            {isCreate
              ? isSubmitting
                ? t('users.creating')
                : t('users.create')
              : isSubmitting
                ? t('users.saving')
                : t('users.save')}
          </Button>
          <Button component={Link} to="/admin/user/list" variant="default">
            {t('users.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
