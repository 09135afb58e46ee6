export { ServingsStepper } from './ServingsStepper';
export type { ServingsStepperProps } from './ServingsStepper';
