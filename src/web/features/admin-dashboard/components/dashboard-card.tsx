import type { ReactNode } from 'react';
import { TitledCard } from '#web/components/ui/titled-card.tsx';

/** A card of the dashboard: a section headed `title`, its content below. */
export function DashboardCard(props: { titleId: string; title: string; children: ReactNode }) {
  return (
    <TitledCard
      component="section"
      p={{ base: 'sm', sm: 'md' }}
      titleId={props.titleId}
      title={props.title}
    >
      {props.children}
    </TitledCard>
  );
}
