export { WeekNavigator } from './WeekNavigator';
export type { WeekNavigatorProps } from './WeekNavigator';
