import { useState, type ReactNode } from 'react';
import { Alert, Button, Center, Group, Loader, Stack, Title } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { showError, showSuccess } from '../ui/toast';

/** A list page: the heading with its 'new' button, then the list. */
export function AdminListPage(props: {
  title: string;
  newTo?: string;
  newLabel?: string;
  width?: number;
  children: ReactNode;
}) {
  return (
    <Stack gap="lg" maw={props.width ?? 1100}>
      <Group justify="space-between">
        <Title order={1}>{props.title}</Title>
        {props.newTo ? (
          <Button component={Link} to={props.newTo}>
            {props.newLabel}
          </Button>
        ) : null}
      </Group>
      {props.children}
    </Stack>
  );
}

/** While a list loads: a spinner; when it failed: the spec's text and 'try again'. */
export function ListLoadState(props: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  texts: { loading: string; loadFailed: string; retry: string };
}) {
  const { query, texts } = props;
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={texts.loading} />
      </Center>
    );
  }
  if (!query.isError) return null;
  return (
    <Alert color="red" role="alert">
      {texts.loadFailed}
      <Button variant="subtle" size="compact-sm" ml="sm" onClick={() => void query.refetch()}>
        {texts.retry}
      </Button>
    </Alert>
  );
}

/**
 * Delete asks first: the row to delete waits in `toDelete` while the modal shows; on
 * confirm the call runs, a toast tells how it went and the modal closes.
 */
export function useDeleteFlow<T extends { id: number }>(
  remove: UseMutationResult<unknown, Error, number>,
  texts: { deleted: string; failed: (reason: string) => string },
) {
  const [toDelete, setToDelete] = useState<T | null>(null);
  return {
    toDelete,
    ask: (row: T) => setToDelete(row),
    cancel: () => setToDelete(null),
    isDeleting: remove.isPending,
    confirm: (row: T) =>
      remove.mutate(row.id, {
        onSuccess: () => showSuccess(texts.deleted),
        onError: (error) => showError(texts.failed(error.message)),
        onSettled: () => setToDelete(null),
      }),
  };
}
