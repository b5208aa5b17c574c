import { useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
  type MantineBreakpoint,
} from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
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
        <Loader role="status" aria-label={texts.loading} />
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
 * A list's body: while it loads a spinner, when it failed the text and 'try again', when
 * it is empty `empty` on a card, otherwise `children` with the rows (`rows` is undefined
 * until they have loaded). The texts are the feature's keys loading, load_failed, retry
 * and, unless `empty` is given, empty.
 */
export function ListBody<T>(props: {
  t: TFunction;
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  rows: readonly T[] | undefined;
  empty?: string;
  emptyTestId?: string;
  children: (rows: readonly T[]) => ReactNode;
}) {
  const { t, rows } = props;
  return (
    <>
      <ListLoadState
        query={props.query}
        texts={{ loading: t('loading'), loadFailed: t('load_failed'), retry: t('retry') }}
      />
      {rows?.length === 0 && (
        <Paper withBorder p="lg" radius="md" data-testid={props.emptyTestId}>
          <Text c="dimmed">{props.empty ?? t('empty')}</Text>
        </Paper>
      )}
      {rows && rows.length > 0 && props.children(rows)}
    </>
  );
}

/** A list of cards (one `li` each), named for screen readers by `label`. */
export function CardList(props: {
  label: string;
  hiddenFrom?: MantineBreakpoint;
  children: ReactNode;
}) {
  return (
    <Stack
      component="ul"
      gap="xs"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={props.label}
      hiddenFrom={props.hiddenFrom}
    >
      {props.children}
    </Stack>
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
  const cancel = () => setToDelete(null);
  return {
    toDelete,
    ask: (row: T) => setToDelete(row),
    cancel,
    isDeleting: remove.isPending,
    confirm: () =>
      toDelete &&
      remove.mutate(toDelete.id, {
        onSuccess: () => showSuccess(texts.deleted),
        onError: (error) => showError(texts.failed(error.message)),
        onSettled: cancel,
      }),
  };
}

export type DeleteFlow<T> = ReturnType<typeof useDeleteFlow<T & { id: number }>>;
