import type { ReactNode } from 'react';
import { Alert, Center, Group, Loader, Text } from '@mantine/core';
import { ApiError } from '#web/lib/api/client.ts';

/** A record's query as LoadState reads it. */
export interface RecordQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/**
 * What an edit page shows while its record loads: 'not found' for an id that cannot be
 * one or that the server does not know (404), a spinner with the loading text (spoken by
 * screen readers; shown when `showLoadingText`, as the spec's 'Loading..'), the load
 * failure, and otherwise the page itself.
 */
export function LoadState<T>(props: {
  query: RecordQuery<T>;
  isValidId: boolean;
  texts: { notFound: string; loading: string; loadFailed: string };
  showLoadingText?: boolean;
  children: (data: T) => ReactNode;
}) {
  const { query, texts } = props;
  if (!props.isValidId || (query.error instanceof ApiError && query.error.status === 404)) {
    return <Alert color="yellow">{texts.notFound}</Alert>;
  }
  if (query.data !== undefined) return <>{props.children(query.data)}</>;
  if (query.isError) {
    return (
      <Alert color="red" role="alert">
        {texts.loadFailed}
      </Alert>
    );
  }
  return (
    <Center py="xl">
      <Group gap="sm" role="status">
        <Loader
          size="sm"
          role="status"
          aria-label={props.showLoadingText ? undefined : texts.loading}
        />
        {props.showLoadingText ? <Text>{texts.loading}</Text> : null}
      </Group>
    </Center>
  );
}
