import type { ReactNode } from 'react';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Link, useNavigate } from 'react-router';
import { showError, showSuccess } from '../ui/toast';
import { LoadState, type RecordQuery } from './load-state';

/** The card a back-office form sits on. */
export function FormCard({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      {children}
    </Paper>
  );
}

/**
 * A create or edit page: the way back to the list, the heading (and a line under it), and
 * the content, on a card unless `card` is false (an edit page puts its card around the
 * form once the record has loaded).
 */
export function AdminFormPage(props: {
  backTo: string;
  backLabel: string;
  title: ReactNode;
  subtitle?: ReactNode;
  width?: number;
  card?: boolean;
  children: ReactNode;
}) {
  return (
    <Stack gap="lg" maw={props.width ?? 720}>
      <Anchor component={Link} to={props.backTo} size="sm">
        ← {props.backLabel}
      </Anchor>
      <Stack gap={4}>
        <Title order={1}>{props.title}</Title>
        {props.subtitle ? <Text c="dimmed">{props.subtitle}</Text> : null}
      </Stack>
      {props.card === false ? props.children : <FormCard>{props.children}</FormCard>}
    </Stack>
  );
}

/**
 * Runs a save; on failure shows `failed(reason)` as a toast and throws again (the form
 * keeps what was typed and puts the server's field errors on its fields), on success
 * shows `done`.
 */
export async function saveWithToasts(
  save: () => Promise<unknown>,
  messages: { failed: (reason: string) => string; done: string },
): Promise<void> {
  try {
    await save();
  } catch (error) {
    showError(messages.failed(error instanceof Error ? error.message : ''));
    throw error;
  }
  showSuccess(messages.done);
}

/** A form page's save: saveWithToasts, then back to the list at `listPath`. */
export function useSaveThenReturn(
  listPath: string,
  messages: { failed: (reason: string) => string; done: string },
) {
  const navigate = useNavigate();
  return async (save: () => Promise<unknown>) => {
    await saveWithToasts(save, messages);
    void navigate(listPath);
  };
}

/**
 * The edit page of a list's record: the way back to `listPath`, the heading, and the form
 * (`children`) on a card once the record has loaded (LoadState until then). The form's
 * save is `update` with toasts, then back to the list. The texts are the feature's keys
 * back, not_found, loading, load_failed, save_failed and updated.
 */
export function AdminEditPage<T, V>(props: {
  t: TFunction;
  listPath: string;
  title: ReactNode;
  width?: number;
  showLoadingText?: boolean;
  record: { query: RecordQuery<T>; isValidId: boolean };
  update: { mutateAsync: (values: V) => Promise<unknown> };
  children: (data: T, onSave: (values: V) => Promise<void>) => ReactNode;
}) {
  const { t, update } = props;
  const saveThenReturn = useSaveThenReturn(props.listPath, {
    failed: () => t('save_failed'),
    done: t('updated'),
  });
  const onSave = (values: V) => saveThenReturn(() => update.mutateAsync(values));
  return (
    <AdminFormPage
      backTo={props.listPath}
      backLabel={t('back')}
      title={props.title}
      width={props.width}
      card={false}
    >
      <LoadState
        query={props.record.query}
        isValidId={props.record.isValidId}
        texts={{ notFound: t('not_found'), loading: t('loading'), loadFailed: t('load_failed') }}
        showLoadingText={props.showLoadingText}
      >
        {(data) => <FormCard>{props.children(data, onSave)}</FormCard>}
      </LoadState>
    </AdminFormPage>
  );
}

/**
 * The create page of a list's record: the way back to `listPath`, the heading and the form
 * (`children`) on a card. The form's save is `create` with toasts, then back to the list;
 * on failure the form keeps what was typed. The texts are the feature's keys back,
 * create_title, create_failed and created.
 */
export function AdminCreatePage<V>(props: {
  t: TFunction;
  listPath: string;
  width?: number;
  create: { mutateAsync: (values: V) => Promise<unknown> };
  children: (onSave: (values: V) => Promise<void>) => ReactNode;
}) {
  const { t, create } = props;
  const saveThenReturn = useSaveThenReturn(props.listPath, {
    failed: (reason) => t('create_failed', { reason }),
    done: t('created'),
  });
  return (
    <AdminFormPage
      backTo={props.listPath}
      backLabel={t('back')}
      title={t('create_title')}
      width={props.width}
    >
      {props.children((values) => saveThenReturn(() => create.mutateAsync(values)))}
    </AdminFormPage>
  );
}
