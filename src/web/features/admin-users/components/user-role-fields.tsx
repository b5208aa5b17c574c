import { NativeSelect } from '@mantine/core';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { staffRoles } from '#contracts/access.ts';
import type { UpdateUserProofForm } from '#contracts/user.ts';
import { errorText } from '#web/lib/form-errors.ts';
import { useWashers } from '../api/list-washers';

/**
 * The user's role (admin, office, washer; decision 058) and, for a washer, which washer they
 * are: a washer user must name one (the server checks it exists).
 */
export function UserRoleFields(props: {
  control: Control<UpdateUserProofForm>;
  errors: { role?: string; washerId?: string };
}) {
  const { t } = useTranslation('admin');
  const role = useWatch({ control: props.control, name: 'role' });
  const washers = useWashers();
  return (
    <>
      <Controller
        control={props.control}
        name="role"
        render={({ field }) => (
          <NativeSelect
            label={t('users.role')}
            description={t(`users.role_hint.${field.value ?? 'office'}`)}
            withAsterisk
            data={staffRoles.map((value) => ({ value, label: t(`users.roles.${value}`) }))}
            value={field.value ?? 'office'}
            onChange={(event) => field.onChange(event.currentTarget.value)}
            onBlur={field.onBlur}
            ref={field.ref}
            name={field.name}
            error={errorText(t, props.errors.role)}
            data-testid="user-role"
          />
        )}
      />
      {role === 'washer' && (
        <Controller
          control={props.control}
          name="washerId"
          render={({ field }) => (
            <NativeSelect
              label={t('users.washer')}
              withAsterisk
              data={[
                { value: '', label: washers.isPending ? t('loading') : t('users.washer_choose') },
                ...(washers.data ?? []).map((w) => ({ value: String(w.id), label: w.name })),
              ]}
              value={field.value == null ? '' : String(field.value)}
              onChange={(event) => {
                const value = event.currentTarget.value;
                field.onChange(value === '' ? null : Number(value));
              }}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
              error={washers.isError ? t('load_failed') : errorText(t, props.errors.washerId)}
              data-testid="user-washer"
            />
          )}
        />
      )}
    </>
  );
}
