import type { ReactNode } from 'react';
import type { AvailableDate } from '#contracts/calendar.ts';
import { TitledCard } from '#web/components/ui/titled-card.tsx';
import classes from './calendar.module.css';
import { FreeDaysSection } from './free-days-section';

/**
 * The two columns of a calendar page: the postal code and its free days, and beside them
 * (below on a phone) a panel about the day picked, headed `aside.title`.
 */
export function CalendarLayout(props: {
  postalCode: string;
  onPostalCodeChange: (value: string) => void;
  value: string | null;
  onChoose: (day: AvailableDate) => void;
  aside: { id: string; title: string };
  children: ReactNode;
}) {
  const { aside } = props;
  return (
    <div className={classes.layout}>
      <FreeDaysSection
        postalCode={props.postalCode}
        onPostalCodeChange={props.onPostalCodeChange}
        value={props.value}
        onChoose={props.onChoose}
      />
      <TitledCard titleId={aside.id} title={aside.title} gap="md">
        {props.children}
      </TitledCard>
    </div>
  );
}
