import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import type { TFunction } from 'i18next';

/**
 * What a customer page shows while the data it needs has not come: a spinner as it loads,
 * and when the load failed the text and 'try again', which loads again. The texts are the
 * page's keys loading, load_failed and retry. Only Mantine parts the landing page already
 * has: it is in the landing page's first download.
 */
export function LoadingOrFailed(props: {
  t: TFunction;
  query: { isError: boolean; refetch: () => unknown };
}) {
  const { t, query } = props;
  if (query.isError) {
    return (
      <Stack align="flex-start">
        <Alert color="red">{t('load_failed')}</Alert>
        <Button onClick={() => void query.refetch()}>{t('retry')}</Button>
      </Stack>
    );
  }
  return <LoadingSpinner label={t('loading')} />;
}

/** The spinner of a customer page whose content is on its way, named for screen readers. */
export function LoadingSpinner({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Loader role="status" aria-label={label} />
    </Center>
  );
}
