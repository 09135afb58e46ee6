import { getContext, setContext } from 'svelte';

export type RadioGroupContext = {
	readonly name: string;
	readonly value: string | undefined;
	select(value: string): void;
};

const KEY = Symbol('radio-group');

export const setRadioGroupContext = (context: RadioGroupContext) => setContext(KEY, context);
export const getRadioGroupContext = () => getContext<RadioGroupContext>(KEY);
