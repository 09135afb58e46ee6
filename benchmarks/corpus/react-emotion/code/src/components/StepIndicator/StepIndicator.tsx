import { Icon } from '../Icon';
import { Bullet, StepItem, Steps } from './StepIndicator.styles';

export interface StepIndicatorProps {
  steps?: string[];
  /** 1-based index of the step the user is on. */
  currentStep: number;
}

const checkoutSteps = ['Your details', 'Payment', 'Confirmation'];

/** Progress through the checkout funnel. */
export function StepIndicator({ steps = checkoutSteps, currentStep }: StepIndicatorProps) {
  return (
    <Steps aria-label="Checkout progress">
      {steps.map((step, index) => {
        const position = index + 1;
        const state = position < currentStep ? 'done' : position === currentStep ? 'current' : 'todo';
        return (
          <StepItem key={step} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <Bullet>{state === 'done' ? <Icon name="check" size={14} /> : position}</Bullet>
            {step}
          </StepItem>
        );
      })}
    </Steps>
  );
}
