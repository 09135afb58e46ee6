import { IconButton } from '../IconButton';
import { Controls, StepperLabel, StepperRoot, Value } from './ServingsStepper.styled';

export interface ServingsStepperProps {
  value: number;
  onChange?: (value: number) => void;
  min?: number;
  max?: number;
  label?: string;
}

export function ServingsStepper({
  value,
  onChange,
  min = 1,
  max = 12,
  label = 'Servings',
}: ServingsStepperProps) {
  return (
    <StepperRoot>
      <StepperLabel>{label}</StepperLabel>
      <Controls>
        <IconButton
          icon="minus"
          label="Fewer servings"
          size="sm"
          disabled={value <= min}
          onClick={() => onChange?.(value - 1)}
        />
        <Value aria-live="polite">{value}</Value>
        <IconButton
          icon="plus"
          label="More servings"
          size="sm"
          disabled={value >= max}
          onClick={() => onChange?.(value + 1)}
        />
      </Controls>
    </StepperRoot>
  );
}
