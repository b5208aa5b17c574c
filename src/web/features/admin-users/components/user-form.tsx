import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  createUserFormSchema,
  updateUserFormSchema,
  type UpdateUserForm,
} from '../../../../contracts/user';
import { applyServerFieldErrors, errorText } from '../../../lib/form-errors';

export interface UserFormValues {
  name: string;
  email: string;
  password: string;
}

const fields = ['name', 'email', 'password', 'passwordConfirmation'] as const;

/**
 * The user form of admin spec section 5: name 3-56, email up to 128, password at least 8
 * (required on create, empty keeps it on edit) and its confirmation ('Salasanojen täytyy
 * täsmätä'). The same schemas check the request on the server, whose field errors land
 * on the same fields. `onSave` throws to keep the form as it is.
 */
export function UserForm(props: {
  mode: 'create' | 'edit';
  initial?: { name: string; email: string };
  onSave: (values: UserFormValues) => Promise<void>;
}) {
  const { t } = useTranslation('admin');
  const isCreate = props.mode === 'create';
  const form = useForm<UpdateUserForm>({
    resolver: zodResolver(isCreate ? createUserFormSchema : updateUserFormSchema),
    defaultValues: {
      name: props.initial?.name ?? '',
      email: props.initial?.email ?? '',
      password: '',
      passwordConfirmation: '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ name, email, password }) => {
    try {
      await props.onSave({ name, email, password: password ?? '' });
    } catch (error) {
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
