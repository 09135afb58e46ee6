export { LegacyRecipeCard } from './LegacyRecipeCard';
export type { LegacyRecipeCardProps } from './LegacyRecipeCard';
