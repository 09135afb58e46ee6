export { DayColumn } from './DayColumn';
export type { DayColumnProps } from './DayColumn';
