import type { ReactNode } from 'react';
import { Button, Group, Loader, Stack } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { applyServerFieldErrors } from '#web/lib/form-errors.ts';

/**
 * A create or edit form of a list's record ('discount', 'notification'): its fields
 * (`children`), then submit ('Create' or 'Save', 'Creating...' or 'Saving...' with a
 * spinner while it runs) and 'Cancel' back to /admin/<record>/list. `onSave` gets the
 * checked values and throws to keep the form as it is; a refusal's field errors land on
 * the form's fields it names (decision 019). The texts are the feature's keys
 * form.create, form.creating, form.save, form.saving and form.cancel.
 */
export function AdminForm<T extends FieldValues, O>(props: {
  t: TFunction;
  record: string;
  mode: 'create' | 'edit';
  form: UseFormReturn<T, unknown, O>;
  onSave: (values: O) => Promise<void>;
  children: ReactNode;
}) {
  const { t, form } = props;
  const { isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await props.onSave(values);
    } catch (error) {
      const fields = Object.keys(form.getValues()) as Path<T>[];
      applyServerFieldErrors(error, form.setError, fields);
    }
  });
  const isCreate = props.mode === 'create';
  const submitText = isCreate
    ? t(isSubmitting ? 'form.creating' : 'form.create')
    : t(isSubmitting ? 'form.saving' : 'form.save');
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate data-testid={`${props.record}-form`}>
      <Stack gap="md">
        {props.children}
        <Group>
          <Button
            type="submit"
            disabled={isSubmitting}
            leftSection={isSubmitting ? <Loader size={14} color="currentColor" /> : undefined}
          >
            {submitText}
          </Button>
          <Button component={Link} to={`/admin/${props.record}/list`} variant="default">
            {t('form.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
