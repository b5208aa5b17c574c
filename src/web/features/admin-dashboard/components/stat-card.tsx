import type { ReactNode } from 'react';
import { Paper, Text } from '@mantine/core';

/** One headline figure: a label, the figure, and a line under it. */
export function StatCard(props: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  testId: string;
}) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" data-testid={props.testId}>
      <Text size="sm" c="dimmed" fw={600}>
        {props.label}
      </Text>
      <Text fz={{ base: 24, sm: 30 }} fw={800} lh={1.2} mt={4}>
        {props.value}
      </Text>
      {props.hint && (
        <Text size="xs" c="dimmed" mt={2}>
          {props.hint}
        </Text>
      )}
    </Paper>
  );
}
