import { Controls, Hint, Name, Row, StepButton, Texts, Value } from './QuantityStepper.styles';

export interface QuantityStepperProps {
  label: string;
  description?: string;
  value: number;
  min?: number;
  max?: number;
  onChange?: (value: number) => void;
}

/** − value + control for guests, rooms and extra beds. */
export function QuantityStepper({ label, description, value, min = 0, max = 16, onChange }: QuantityStepperProps) {
  return (
    <Row>
      <Texts>
        <Name>{label}</Name>
        {description && <Hint>{description}</Hint>}
      </Texts>
      <Controls>
        <StepButton
          type="button"
          aria-label={`Fewer ${label.toLowerCase()}`}
          disabled={value <= min}
          onClick={() => onChange?.(value - 1)}
        >
          −
        </StepButton>
        <Value aria-live="polite">{value}</Value>
        <StepButton
          type="button"
          aria-label={`More ${label.toLowerCase()}`}
          disabled={value >= max}
          onClick={() => onChange?.(value + 1)}
        >
          +
        </StepButton>
      </Controls>
    </Row>
  );
}
