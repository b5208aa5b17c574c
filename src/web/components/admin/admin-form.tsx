import type { FormEventHandler, ReactNode } from 'react';
import { Button, Group, Loader, Stack } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { applyServerFieldErrors } from '#web/lib/form-errors.ts';

/**
 * A create or edit form's submit: `save` gets the checked values and throws to keep the
 * form as it is; a refusal's field errors land on the `fields` it names (decision 019).
 */
export function submitWithFieldErrors<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  fields: readonly Path<T>[],
  save: (values: O) => Promise<void>,
) {
  return form.handleSubmit(async (values) => {
    try {
      await save(values);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, fields);
    }
  });
}

/**
 * A create or edit form of a list's record: its fields (`children`), then submit ('Create'
 * or 'Save', 'Creating...' or 'Saving...' with a spinner while it runs) and 'Cancel' back
 * to the list at `cancelTo`. The texts are the feature's keys form.create, form.creating,
 * form.save, form.saving and form.cancel.
 */
export function AdminForm(props: {
  t: TFunction;
  testId: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  mode: 'create' | 'edit';
  isSubmitting: boolean;
  cancelTo: string;
  children: ReactNode;
}) {
  const { t, isSubmitting } = props;
  const isCreate = props.mode === 'create';
  const submitText = isCreate
    ? t(isSubmitting ? 'form.creating' : 'form.create')
    : t(isSubmitting ? 'form.saving' : 'form.save');
  return (
    <form onSubmit={props.onSubmit} noValidate data-testid={props.testId}>
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
          <Button component={Link} to={props.cancelTo} variant="default">
            {t('form.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
