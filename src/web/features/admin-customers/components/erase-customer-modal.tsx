import { useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Group,
  List,
  Modal,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CustomerMatch } from '../../../../contracts/customer-data';
import { showSuccess } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/form-errors';
import { useEraseCustomer } from '../api/erase-customer';
import {
  checkEraseForm,
  eraseFailure,
  eraseRequest,
  type EraseFormErrors,
  type EraseFormValues,
} from '../lib/erase-form';

function EraseForm(props: { customer: CustomerMatch; needsCode: boolean; onDone: () => void }) {
  const { t } = useTranslation('admin-customers');
  const { customer, needsCode } = props;
  const erase = useEraseCustomer();
  const [values, setValues] = useState<EraseFormValues>({ currentPassword: '', code: '' });
  const [errors, setErrors] = useState<EraseFormErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  function refuse(found: EraseFormErrors) {
    setErrors(found);
    if (found.currentPassword) passwordRef.current?.focus();
    else if (found.code) codeRef.current?.focus();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    const found = checkEraseForm(values, needsCode);
    refuse(found);
    if (Object.keys(found).length > 0) return;
    try {
      const result = await erase.mutateAsync(eraseRequest(customer.email, values, needsCode));
      showSuccess(t('erased', { count: result.orders }));
      props.onDone();
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setMessage(t('erase_failed'));
        return;
      }
      const failure = eraseFailure(error);
      setValues((v) => ({
        currentPassword: failure.fields.currentPassword ? '' : v.currentPassword,
        code: failure.fields.code ? '' : v.code,
      }));
      refuse(failure.fields);
      setMessage(failure.message);
    }
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate data-testid="erase-form">
      <Stack gap="md">
        <Text style={{ overflowWrap: 'anywhere' }}>
          {t('erase_lead', { email: customer.email })}
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>{t('erase_what', { count: customer.orderCount })}</List.Item>
          <List.Item>{t('erase_kept')}</List.Item>
          <List.Item fw={700}>{t('erase_final')}</List.Item>
        </List>
        <Text size="sm">{needsCode ? t('erase_reauth_code') : t('erase_reauth')}</Text>
        <PasswordInput
          ref={passwordRef}
          label={t('current_password')}
          autoComplete="current-password"
          withAsterisk
          value={values.currentPassword}
          onChange={(e) => {
            const currentPassword = e.currentTarget.value;
            setValues((v) => ({ ...v, currentPassword }));
          }}
          error={errorText(t, errors.currentPassword)}
          // Mantine marks only a TextInput's own input invalid for screen readers.
          aria-invalid={errors.currentPassword !== undefined}
          visibilityToggleButtonProps={{ 'aria-label': t('password_toggle', { ns: 'admin' }) }}
          data-autofocus
        />
        {needsCode && (
          <TextInput
            ref={codeRef}
            label={t('code')}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            withAsterisk
            value={values.code}
            onChange={(e) => {
              const code = e.currentTarget.value;
              setValues((v) => ({ ...v, code }));
            }}
            error={errorText(t, errors.code)}
          />
        )}
        {message && (
          <Alert color="red" role="alert">
            {message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onDone}>
            {t('cancel')}
          </Button>
          <Button type="submit" color="red" loading={erase.isPending}>
            {t('confirm_erase')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Erasure asks first: what happens (personal fields replaced on every order of the address;
 * amounts, lines and dates kept; final), and the acting user's own password, with their
 * authenticator code when their TOTP is on. The server's refusal shows under its field.
 */
export function EraseCustomerModal(props: {
  customer: CustomerMatch | null;
  needsCode: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-customers');
  return (
    <Modal
      opened={props.customer !== null}
      onClose={props.onClose}
      title={t('erase_title')}
      closeButtonProps={{ 'aria-label': t('close') }}
      centered
    >
      {props.customer ? (
        <EraseForm
          key={props.customer.email}
          customer={props.customer}
          needsCode={props.needsCode}
          onDone={props.onClose}
        />
      ) : null}
    </Modal>
  );
}
