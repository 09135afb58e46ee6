import { Card } from '../Card';
import { FactsCard, FactsTable } from './NutritionFacts.styled';

export interface NutritionFactsProps {
  /** kcal per serving. */
  calories: number;
  /** Grams per serving. */
  protein: number;
  carbs: number;
  fat: number;
  title?: string;
}

export function NutritionFacts({
  calories,
  protein,
  carbs,
  fat,
  title = 'Nutrition per serving',
}: NutritionFactsProps) {
  return (
    <FactsCard padding="md">
      <Card.Header title={title} />
      <Card.Body>
        <FactsTable>
          <dt>Calories</dt>
          <dd>{calories} kcal</dd>
          <dt>Protein</dt>
          <dd>{protein} g</dd>
          <dt>Carbs</dt>
          <dd>{carbs} g</dd>
          <dt>Fat</dt>
          <dd>{fat} g</dd>
        </FactsTable>
      </Card.Body>
    </FactsCard>
  );
}
