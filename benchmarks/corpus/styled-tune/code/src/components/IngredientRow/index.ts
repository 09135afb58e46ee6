export { IngredientRow } from './IngredientRow';
export type { IngredientRowProps } from './IngredientRow';
