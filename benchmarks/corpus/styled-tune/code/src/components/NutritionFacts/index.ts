export { NutritionFacts } from './NutritionFacts';
export type { NutritionFactsProps } from './NutritionFacts';
