import type { ReactNode } from 'react';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { showError, showSuccess } from '../ui/toast';

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
