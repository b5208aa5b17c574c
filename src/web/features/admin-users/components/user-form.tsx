import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Fieldset, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReauthenticationInput } from '#contracts/reauthentication.ts';
import {
  createUserFormSchema,
  updateUserProofFormSchema,
  type UpdateUserProofForm,
} from '#contracts/user.ts';
import { ReauthenticationFields } from '#web/components/admin/reauthentication-fields.tsx';
import { applyServerFieldErrors, errorText } from '#web/lib/form-errors.ts';
import { applyProofRefusal, proofOf } from '#web/lib/reauthentication.ts';

export interface UserFormValues extends Partial<ReauthenticationInput> {
  name: string;
  email: string;
  password: string;
}

const fields = ['name', 'email', 'password', 'passwordConfirmation'] as const;

/**
 * The user form of admin spec section 5: name 3-56, email up to 128, password at least 8
 * (required on create, empty keeps it on edit) and its confirmation ('Salasanojen täytyy
 * täsmätä'). On edit, a new password also asks for the acting user's own password, and
 * their code when `hasTotp` (decision 041). The same schemas check the request on the
 * server, whose field errors land on the same fields. `onSave` throws to keep the form.
 */
export function UserForm(props: {
  mode: 'create' | 'edit';
  initial?: { name: string; email: string };
  /** The signed-in user's TOTP is on: a new password asks for their code too. */
  hasTotp?: boolean;
  onSave: (values: UserFormValues) => Promise<void>;
}) {
  const { t } = useTranslation('admin');
  const isCreate = props.mode === 'create';
  const hasTotp = props.hasTotp ?? false;
  const form = useForm<UpdateUserProofForm>({
    resolver: zodResolver(isCreate ? createUserFormSchema : updateUserProofFormSchema(hasTotp)),
    defaultValues: {
      name: props.initial?.name ?? '',
      email: props.initial?.email ?? '',
      password: '',
      passwordConfirmation: '',
      currentPassword: '',
      code: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });
  const isProofAsked = !isCreate && (password ?? '') !== '';

  const onSubmit = form.handleSubmit(async (values) => {
    const { name, email } = values;
    const password = values.password ?? '';
    const proof =
      !isCreate && password !== ''
        ? proofOf({ currentPassword: values.currentPassword ?? '', code: values.code }, hasTotp)
        : {};
    try {
      await props.onSave({ name, email, password, ...proof });
    } catch (error) {
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
