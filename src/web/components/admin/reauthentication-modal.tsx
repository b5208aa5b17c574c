import { useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  reauthenticationFormSchema,
  type ReauthenticationForm,
  type ReauthenticationInput,
} from '#contracts/reauthentication.ts';
import { ApiError } from '#web/lib/api/client.ts';
import { applyProofRefusal, proofOf } from '#web/lib/reauthentication.ts';
import { ReauthenticationFields } from './reauthentication-fields';

function ProofForm(props: {
  hasTotp: boolean;
  confirmLabel: string;
  confirmColor: string;
  failed?: (reason: string) => string;
  onConfirm: (proof: ReauthenticationInput) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const { hasTotp } = props;
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ReauthenticationForm>({
    resolver: zodResolver(reauthenticationFormSchema(hasTotp)),
    defaultValues: { currentPassword: '', code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await props.onConfirm(proofOf(values, hasTotp));
    } catch (error) {
      if (applyProofRefusal(error, form)) return;
      const reason = error instanceof ApiError ? error.message : t('reauth.failed');
      setFailure(props.failed ? props.failed(reason) : reason);
      return;
    }
    props.onClose();
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate data-testid="reauthentication-form">
      <Stack gap="md">
        {props.children}
        <ReauthenticationFields
          hasTotp={hasTotp}
          password={form.register('currentPassword')}
          code={form.register('code')}
          errors={{ currentPassword: errors.currentPassword?.message, code: errors.code?.message }}
          isAutoFocus
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose}>
            {t('reauth.cancel')}
          </Button>
          <Button type="submit" color={props.confirmColor} loading={isSubmitting}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * A sensitive change asks first, in a modal (decision 041): what will happen, then the
 * acting user's own password, and their code when their TOTP is on. The server's refusal
 * shows under its field; any other failure above the buttons; success closes the modal.
 */
export function ReauthenticationModal(props: {
  opened: boolean;
  title: string;
  confirmLabel: string;
  /** Red (the default) for what cannot be undone. */
  confirmColor?: string;
  /** The text of a failure that names neither field (the server's message is `reason`). */
  failed?: (reason: string) => string;
  hasTotp: boolean;
  onConfirm: (proof: ReauthenticationInput) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      closeButtonProps={{ 'aria-label': t('reauth.close') }}
      centered
    >
      {props.opened ? (
        <ProofForm
          hasTotp={props.hasTotp}
          confirmLabel={props.confirmLabel}
          confirmColor={props.confirmColor ?? 'red'}
          failed={props.failed}
          onConfirm={props.onConfirm}
          onClose={props.onClose}
        >
          {props.children}
        </ProofForm>
      ) : null}
    </Modal>
  );
}
