import type { ReactNode } from 'react';
import { Paper, Stack, Title, type MantineSpacing, type StyleProp } from '@mantine/core';

/**
 * A card that its level-2 heading names (aria-labelledby): a page's side panel (`aside`,
 * the default) or a section of a page. Its content stacks under the heading.
 */
export function TitledCard(props: {
  titleId: string;
  title: ReactNode;
  /** The heading's look: h4 unless the card is a main panel. */
  titleSize?: 'h3' | 'h4';
  component?: 'aside' | 'section';
  p?: StyleProp<MantineSpacing>;
  gap?: MantineSpacing;
  shadow?: 'sm';
  className?: string;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p={props.p ?? 'md'}
      shadow={props.shadow}
      className={props.className}
      component={props.component ?? 'aside'}
      aria-labelledby={props.titleId}
    >
      <Stack gap={props.gap ?? 'xs'}>
        <Title order={2} size={props.titleSize ?? 'h4'} id={props.titleId}>
          {props.title}
        </Title>
        {props.children}
      </Stack>
    </Paper>
  );
}
