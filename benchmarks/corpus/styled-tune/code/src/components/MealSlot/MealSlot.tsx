import { IconButton } from '../IconButton';
import { MealLabel, RecipeTitle, SlotRoot, SlotText, Thumb, type MealType } from './MealSlot.styled';

export interface MealSlotProps {
  meal: MealType;
  /** The planned recipe; the slot is drawn empty ("Add a recipe") without one. */
  recipeTitle?: string;
  recipeImageUrl?: string;
  /** Shows the × that takes the recipe off the plan. */
  removable?: boolean;
  onRemove?: () => void;
  onAdd?: () => void;
}

const mealNames: Record<MealType, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snack: 'Snack',
};

export function MealSlot({
  meal,
  recipeTitle,
  recipeImageUrl,
  removable = false,
  onRemove,
  onAdd,
}: MealSlotProps) {
  const empty = !recipeTitle;
  return (
    <SlotRoot $meal={meal} $empty={empty} onClick={empty ? onAdd : undefined}>
      {!empty && <Thumb src={recipeImageUrl} alt="" />}
      <SlotText>
        <MealLabel>{mealNames[meal]}</MealLabel>
        <RecipeTitle>{empty ? 'Add a recipe' : recipeTitle}</RecipeTitle>
      </SlotText>
      {!empty && removable && (
        <IconButton icon="close" label={`Remove ${recipeTitle}`} size="sm" onClick={onRemove} />
      )}
    </SlotRoot>
  );
}
