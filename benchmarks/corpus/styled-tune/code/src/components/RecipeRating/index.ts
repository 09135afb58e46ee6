export { RecipeRating } from './RecipeRating';
export type { RecipeRatingProps } from './RecipeRating';
