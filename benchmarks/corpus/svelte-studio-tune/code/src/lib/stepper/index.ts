// import { Stepper } from "@fermata/ui" → <Stepper.Root>, <Stepper.Step>, <Stepper.Separator>
export { default as Root } from "./StepperRoot.svelte";
export { default as Step } from "./StepperStep.svelte";
export { default as Separator } from "./StepperSeparator.svelte";
