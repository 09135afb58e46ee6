import { Checkbox } from '../Checkbox';
import { Amount, Row } from './IngredientRow.styled';

export interface IngredientRowProps {
  name: string;
  /** Amount for the current servings, already scaled. */
  quantity?: number;
  /** "g", "tbsp", "cloves"…; left out for counted items ("2 eggs"). */
  unit?: string;
  /** Ticked off while shopping or cooking. */
  checked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
}

function formatQuantity(quantity: number): string {
  return Number.isInteger(quantity) ? String(quantity) : quantity.toFixed(1).replace(/\.0$/, '');
}

export function IngredientRow({
  name,
  quantity,
  unit,
  checked = false,
  onCheckedChange,
}: IngredientRowProps) {
  return (
    <Row $checked={checked}>
      <Checkbox
        label={name}
        checked={checked}
        onChange={(event) => onCheckedChange?.(event.target.checked)}
      />
      {quantity !== undefined && (
        <Amount>
          {formatQuantity(quantity)}
          {unit ? ` ${unit}` : ''}
        </Amount>
      )}
    </Row>
  );
}
