import { getContext, setContext } from "svelte";
import type { RadioGroupContext } from "./types.js";

const KEY = Symbol("radio-group");

export const setRadioGroup = (context: RadioGroupContext) => setContext(KEY, context);

export function getRadioGroup(): RadioGroupContext {
  const context = getContext<RadioGroupContext | undefined>(KEY);
  if (!context) throw new Error("<RadioGroup.Item> must be inside <RadioGroup.Root>");
  return context;
}
