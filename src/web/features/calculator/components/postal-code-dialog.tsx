import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOrderStore } from '#web/stores/order-store.ts';
import { isPostalCodeServed } from '../api/validate-postal-code';
import { calculatorStart } from '../lib/calculator-start';

type CheckState = 'default' | 'validating' | 'valid' | 'notValid' | 'failed';

const isPostalCode = (value: string) => /^\d{5}$/.test(value);

/**
 * The welcome dialog: is window cleaning offered in this postal code area? Digits only,
 * exactly 5 enable the check; a served code is stored in the order's address, a code not
 * served sets it to false (customer spec sections 4 and 5). Closed after a served code,
 * focus goes on to the calculator's first choice; otherwise back to the control that
 * opened the dialog (use-dialogs.ts, decision 072), which is why Mantine's own return of
 * focus is off here.
 */
export function PostalCodeDialog({
  opened,
  onClose,
}: {
  opened: boolean;
  /** `next`: the control focused afterwards instead of the one that opened the dialog. */
  onClose: (next?: () => HTMLElement | null) => void;
}) {
  const { t } = useTranslation('calculator');
  const address = useOrderStore((s) => s.address);
  const patch = useOrderStore((s) => s.patch);
  const [code, setCode] = useState(
    typeof address.postalCode === 'string' ? address.postalCode : '',
  );
  const [state, setState] = useState<CheckState>('default');

  const check = async () => {
    if (!isPostalCode(code)) return;
    setState('validating');
    try {
      const isServed = await isPostalCodeServed(code);
      const current = useOrderStore.getState().address;
      patch({ address: { ...current, postalCode: isServed ? code : false } });
      setState(isServed ? 'valid' : 'notValid');
    } catch {
      setState('failed');
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={() => onClose()}
      returnFocus={false}
      title={t('postal.title')}
      centered
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
      closeButtonProps={{ 'aria-label': t('postal.close') }}
      data-testid="postal-dialog"
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void check();
        }}
      >
        <Stack gap="md">
          <Text>{t('postal.text')}</Text>
          <TextInput
            label={t('postal.label')}
            description={t('postal.hint')}
            value={code}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            data-autofocus
            onChange={(e) => {
              setCode(e.currentTarget.value.replace(/\D/g, '').slice(0, 5));
              setState('default');
            }}
          />
          <div aria-live="polite">
            {state === 'valid' ? (
              <Alert color="green" data-testid="postal-served">
                {t('postal.served', { code })}
              </Alert>
            ) : state === 'notValid' ? (
              <Alert color="orange" data-testid="postal-not-served">
                <Text fw={700} size="sm">
                  {t('postal.not_served')}
                </Text>
                <Text size="sm">{t('postal.not_served_hint')}</Text>
              </Alert>
            ) : state === 'failed' ? (
              <Alert color="red">{t('postal.failed')}</Alert>
            ) : null}
          </div>
          <Group justify="flex-end" gap="sm">
            {state === 'valid' ? (
              <Button onClick={() => onClose(calculatorStart)}>{t('postal.continue')}</Button>
            ) : (
              <>
                <Button variant="default" onClick={() => onClose()}>
                  {t('postal.skip')}
                </Button>
                <Button
                  type="submit"
                  disabled={!isPostalCode(code)}
                  loading={state === 'validating'}
                >
                  {t('postal.check')}
                </Button>
              </>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
