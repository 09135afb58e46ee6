export { MealSlot } from './MealSlot';
export type { MealSlotProps } from './MealSlot';
export type { MealType } from './MealSlot.styled';
