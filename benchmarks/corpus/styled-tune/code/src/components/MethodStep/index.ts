export { MethodStep } from './MethodStep';
export type { MethodStepProps } from './MethodStep';
