import { Button, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SignInFields, useSignIn } from './sign-in-form';

/**
 * The session ran out while a page was open (decision 047): sign in again here, password
 * and then the TOTP code when the user has one, without leaving the page, so an unsaved
 * form stays as it was; afterwards the user saves again.
 */
export function SignInDialog(props: { email: string; opened: boolean; onSignedIn: () => void }) {
  const { t } = useTranslation('admin');
  const signIn = useSignIn({
    email: props.email,
    onSignedIn: () => {
      signIn.form.reset({ email: props.email, password: '' });
      props.onSignedIn();
    },
  });

  return (
    <Modal
      opened={props.opened}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={t('session_lost.title')}
      data-testid="sign-in-dialog"
    >
      <form onSubmit={(e) => void signIn.onSubmit(e)} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('session_lost.text')}</Text>
          <SignInFields signIn={signIn} isEmailFixed />
          <Button type="submit" loading={signIn.isPending}>
            {t('session_lost.submit')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
