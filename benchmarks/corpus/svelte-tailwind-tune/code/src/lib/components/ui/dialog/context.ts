import { getContext, setContext } from 'svelte';

export type DialogContext = {
	readonly open: boolean;
	setOpen(open: boolean): void;
	readonly titleId: string;
};

const KEY = Symbol('dialog');

export const setDialogContext = (context: DialogContext) => setContext(KEY, context);
export const getDialogContext = () => getContext<DialogContext>(KEY);
