import { useState, type FormEvent } from 'react';
import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Image,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { totpCodeSchema, type AuthProfile, type TotpSetup } from '#contracts/auth.ts';
import { ReauthenticationModal } from '#web/components/admin/reauthentication-modal.tsx';
import { showError, showSuccess } from '#web/components/ui/toast.ts';
import { ApiError } from '#web/lib/api/client.ts';
import { errorText } from '#web/lib/form-errors.ts';
import { useTotpDisable, useTotpEnable, useTotpSetup } from '../api/totp';

/** A six-digit code field with its own check and the server's answer as its error. */
function CodeForm(props: {
  label: string;
  description?: string;
  submit: string;
  isPending: boolean;
  onCode: (code: string) => Promise<unknown>;
  onCancel?: () => void;
  testId: string;
}) {
  const { t } = useTranslation('admin');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = totpCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(errorText(t, parsed.error.issues[0]?.message));
      return;
    }
    setError(undefined);
    try {
      await props.onCode(parsed.data);
    } catch (e) {
      const message =
        e instanceof ApiError ? (e.fields.code ?? e.message) : t('profile.mfa_failed');
      setError(message);
      setCode('');
    }
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate data-testid={props.testId}>
      <Stack gap="sm" maw={360}>
        <TextInput
          label={props.label}
          description={props.description}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          error={error}
        />
        <Group>
          <Button type="submit" loading={props.isPending}>
            {props.submit}
          </Button>
          {props.onCancel && (
            <Button variant="default" onClick={props.onCancel}>
              {t('profile.mfa_cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

/**
 * TOTP two-factor authentication of the logged-in user: enrol with a QR code, turn off, or
 * move to a new phone (replace the secret: asks for the password and a current code first,
 * decision 041; confirmed by a first code of the new app like an enrolment).
 */
export function TotpSection({
  profile,
  canDisable,
}: {
  profile: AuthProfile;
  canDisable: boolean;
}) {
  const { t } = useTranslation('admin');
  const setup = useTotpSetup();
  const enable = useTotpEnable();
  const disable = useTotpDisable();
  const [pending, setPending] = useState<TotpSetup | null>(null);
  const [isReplaceAsked, setReplaceAsked] = useState(false);
  const isReplacing = profile.totp_enabled && pending !== null;

  async function start() {
    try {
      setPending(await setup.mutateAsync(undefined));
    } catch {
      showError(t('profile.mfa_failed'));
    }
  }

  return (
    <Stack gap="md" component="section" aria-labelledby="mfa-title">
      <Group gap="sm">
        <Title order={2} size="h3" id="mfa-title">
          {t('profile.mfa_title')}
        </Title>
        <Badge color={profile.totp_enabled ? 'teal.9' : 'gray.7'} data-testid="mfa-state">
          {profile.totp_enabled ? t('profile.mfa_on') : t('profile.mfa_off')}
        </Badge>
      </Group>
      {profile.mfa_enrolment_required && (
        <Alert color="orange" role="alert">
          {t('profile.mfa_required')}
        </Alert>
      )}
      <Text size="sm">{t('profile.mfa_intro')}</Text>

      {!profile.totp_enabled && !pending && (
        <Group>
          <Button onClick={() => void start()} loading={setup.isPending}>
            {t('profile.mfa_start')}
          </Button>
        </Group>
      )}

      {pending && (
        <Stack gap="sm" data-testid="totp-pending">
          <Text size="sm">{t('profile.mfa_scan')}</Text>
          <Image src={pending.qr_data_url} alt={t('profile.mfa_qr_alt')} w={200} h={200} />
          <div>
            <Text size="sm" fw={600}>
              {t('profile.mfa_secret')}
            </Text>
            <Code data-testid="totp-secret" style={{ wordBreak: 'break-all' }}>
              {pending.secret}
            </Code>
          </div>
          <CodeForm
            testId="totp-enable"
            label={t('profile.mfa_code')}
            submit={t('profile.mfa_confirm')}
            isPending={enable.isPending}
            onCancel={() => setPending(null)}
            onCode={async (code) => {
              await enable.mutateAsync(code);
              setPending(null);
              showSuccess(isReplacing ? t('profile.mfa_replaced') : t('profile.mfa_enabled'));
            }}
          />
        </Stack>
      )}

      {profile.totp_enabled && !pending && (
        <Group>
          <Button variant="light" onClick={() => setReplaceAsked(true)}>
            {t('profile.mfa_replace')}
          </Button>
        </Group>
      )}
      <ReauthenticationModal
        opened={isReplaceAsked}
        title={t('profile.mfa_replace_title')}
        confirmLabel={t('profile.mfa_replace_confirm')}
        confirmColor="blue"
        hasTotp={profile.totp_enabled}
        onConfirm={async (proof) => setPending(await setup.mutateAsync(proof))}
        onClose={() => setReplaceAsked(false)}
      >
        <Text size="sm">{t('profile.mfa_replace_text')}</Text>
      </ReauthenticationModal>

      {profile.totp_enabled && !pending && canDisable && (
        <CodeForm
          testId="totp-disable"
          label={t('profile.mfa_code')}
          description={t('profile.mfa_disable_hint')}
          submit={t('profile.mfa_disable')}
          isPending={disable.isPending}
          onCode={async (code) => {
            await disable.mutateAsync(code);
            showSuccess(t('profile.mfa_disabled'));
          }}
        />
      )}
    </Stack>
  );
}
