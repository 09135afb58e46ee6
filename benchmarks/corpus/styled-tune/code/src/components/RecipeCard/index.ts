export { RecipeCard } from './RecipeCard';
export type { RecipeCardProps } from './RecipeCard';
export type { RecipeCardLayout } from './RecipeCard.styled';
