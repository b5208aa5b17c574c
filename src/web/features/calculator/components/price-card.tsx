import type { ReactNode } from 'react';
import { Divider } from '@mantine/core';
import { TitledCard } from '#web/components/ui/titled-card.tsx';
import { SupportBox } from './support-box';

/** A price side panel: headed `title`, its content, and the customer support at the end. */
export function PriceCard(props: { titleId: string; title: string; children: ReactNode }) {
  return (
    <TitledCard titleId={props.titleId} title={props.title} titleSize="h3" shadow="sm" gap="sm">
      {props.children}
      <Divider />
      <SupportBox />
    </TitledCard>
  );
}
