import { getContext, setContext } from "svelte";

const KEY = Symbol("fermata.radio-group");

export interface RadioGroupContext {
	readonly value: string | undefined;
	readonly name: string;
	readonly disabled: boolean;
	select(value: string): void;
}

export const setRadioGroup = (context: RadioGroupContext) => setContext(KEY, context);

export function getRadioGroup(): RadioGroupContext {
	const context = getContext<RadioGroupContext | undefined>(KEY);
	if (!context) throw new Error("RadioGroup.Item must be inside <RadioGroup.Root>");
	return context;
}
