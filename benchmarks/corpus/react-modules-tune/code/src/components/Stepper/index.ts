export { Stepper, Step } from './Stepper';
export type { StepperProps, StepProps } from './Stepper';
