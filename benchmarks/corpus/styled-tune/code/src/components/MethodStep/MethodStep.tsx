import type { ReactNode } from 'react';
import { Icon } from '../Icon';
import { StepNumber, StepRoot, StepText } from './MethodStep.styled';

export interface MethodStepProps {
  /** 1-based position in the method. */
  step: number;
  completed?: boolean;
  children: ReactNode;
}

export function MethodStep({ step, completed = false, children }: MethodStepProps) {
  return (
    <StepRoot>
      <StepNumber $completed={completed} aria-label={`Step ${step}`}>
        {completed ? <Icon name="check" size={16} /> : step}
      </StepNumber>
      <StepText $completed={completed}>{children}</StepText>
    </StepRoot>
  );
}
