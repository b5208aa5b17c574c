import { useSyncExternalStore } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getConsent, setConsent, subscribeConsent } from '#web/lib/analytics.ts';

/**
 * Asks once whether analytics may be used; nothing is measured before 'accept'. Shown on
 * the checkout pages (where the purchase event is made), in the flow of the page so that it
 * never covers a form or a button, and at the end of the page's content: the answer lives in
 * the browser, so the server's page has no question (undefined) and the browser adds it
 * after hydration where its arrival moves nothing already drawn (CLS 0; above the content,
 * an answered question's disappearing moved the thank-you page by 0.16).
 */
export function ConsentBanner() {
  const { t } = useTranslation('checkout');
  const consent = useSyncExternalStore(subscribeConsent, getConsent, () => undefined);
  if (consent !== null) return null;
  return (
    <Paper
      component="section"
      aria-label={t('consent.label')}
      withBorder
      p="sm"
      radius="md"
      bg="gray.0"
      mt="md"
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
