import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import type { AuthProfile } from '#contracts/auth.ts';
import type { CustomerMatch } from '#contracts/customer-data.ts';
import { ReauthenticationModal } from '#web/components/admin/reauthentication-modal.tsx';
import { showSuccess } from '#web/components/ui/toast.ts';
import { useEraseCustomer } from '../api/erase-customer';

/**
 * Erasure asks first: what happens (personal fields replaced on every order of the address;
 * amounts, lines and dates kept; final), and the acting user's own password, with their
 * authenticator code when their TOTP is on (decision 041). The server's refusal shows under
 * its field; throttling or a failure above the buttons.
 */
export function EraseCustomerModal(props: { customer: CustomerMatch | null; onClose: () => void }) {
  const { t } = useTranslation('admin-customers');
  const { user: me } = useOutletContext<{ user: AuthProfile }>();
  const erase = useEraseCustomer();
  const { customer } = props;
  return (
    <ReauthenticationModal
      opened={customer !== null}
      title={t('erase_title')}
      confirmLabel={t('confirm_erase')}
      hasTotp={me.totp_enabled}
      onConfirm={async (proof) => {
        if (!customer) return;
        const result = await erase.mutateAsync({ email: customer.email, ...proof });
        showSuccess(t('erased', { count: result.orders }));
      }}
      onClose={props.onClose}
    >
      <Text style={{ overflowWrap: 'anywhere' }}>
        {t('erase_lead', { email: customer?.email ?? '' })}
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>{t('erase_what', { count: customer?.orderCount ?? 0 })}</List.Item>
        <List.Item>{t('erase_kept')}</List.Item>
        <List.Item fw={700}>{t('erase_final')}</List.Item>
      </List>
      {customer !== null && customer.upcomingOrderCount > 0 && (
        <Alert color="yellow" data-testid="erase-upcoming">
          {t('erase_upcoming', { count: customer.upcomingOrderCount })}
        </Alert>
      )}
    </ReauthenticationModal>
  );
}
