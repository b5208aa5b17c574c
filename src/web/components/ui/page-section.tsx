import type { ReactNode } from 'react';
import { Stack, Title } from '@mantine/core';

/** A titled section of a text page (the terms, the privacy notice), named by its heading. */
export function PageSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
