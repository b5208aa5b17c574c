import type { ReactNode } from 'react';
import { Paper, Stack, Title } from '@mantine/core';
import type { AvailableDate } from '#contracts/calendar.ts';
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
      <Paper withBorder p="md" radius="md" component="aside" aria-labelledby={aside.id}>
        <Stack gap="md">
          <Title order={2} size="h4" id={aside.id}>
            {aside.title}
          </Title>
          {props.children}
        </Stack>
      </Paper>
    </div>
  );
}
