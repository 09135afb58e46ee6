export { default as Stepper } from "./Stepper.svelte";
export type { StepperProps } from "./types.js";
