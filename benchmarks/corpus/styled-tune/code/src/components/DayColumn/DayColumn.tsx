import type { ReactNode } from 'react';
import { Column, DayHeading } from './DayColumn.styled';

export interface DayColumnProps {
  /** Short weekday name, "Mon". */
  weekday: string;
  dayOfMonth: number;
  isToday?: boolean;
  /** The day's MealSlot elements. */
  children: ReactNode;
}

export function DayColumn({ weekday, dayOfMonth, isToday = false, children }: DayColumnProps) {
  return (
    <Column $today={isToday} aria-current={isToday ? 'date' : undefined}>
      <DayHeading>
        {weekday}
        <strong>{dayOfMonth}</strong>
      </DayHeading>
      {children}
    </Column>
  );
}
