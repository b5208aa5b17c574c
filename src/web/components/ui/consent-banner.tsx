import { useSyncExternalStore } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getConsent, setConsent, subscribeConsent } from '#web/lib/analytics.ts';

/**
 * Asks once whether analytics may be used; nothing is measured before 'accept'. Shown at
 * the top of the checkout pages (where the purchase event is made), in the flow of the
 * page so that it never covers a form or a button.
 */
export function ConsentBanner() {
  const { t } = useTranslation('checkout');
  const consent = useSyncExternalStore(subscribeConsent, getConsent, () => null);
  if (consent !== null) return null;
  return (
    <Paper
      role="region"
      aria-label={t('consent.label')}
      withBorder
      p="sm"
      radius="md"
      bg="gray.0"
      mb="md"
      data-testid="consent-banner"
    >
      <Stack gap="xs">
        <Text size="sm">{t('consent.text')}</Text>
        <Group gap="sm">
          <Button size="xs" onClick={() => setConsent('granted')}>
            {t('consent.accept')}
          </Button>
          <Button size="xs" variant="default" onClick={() => setConsent('denied')}>
            {t('consent.decline')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
