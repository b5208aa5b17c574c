import type { ReactNode } from 'react';
import { Anchor, Paper, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { showError, showSuccess } from '../ui/toast';

/** A create or edit page: the way back to the list, the heading, and the form on a card. */
export function AdminFormPage(props: {
  backTo: string;
  backLabel: string;
  title: ReactNode;
  width?: number;
  children: ReactNode;
}) {
  return (
    <Stack gap="lg" maw={props.width ?? 720}>
      <Anchor component={Link} to={props.backTo} size="sm">
        ← {props.backLabel}
      </Anchor>
      <Title order={1}>{props.title}</Title>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        {props.children}
      </Paper>
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
