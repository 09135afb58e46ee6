import { getContext, setContext } from "svelte";
import type { DialogContext } from "./types.js";

const KEY = Symbol("dialog");
export const setDialog = (context: DialogContext) => setContext(KEY, context);
export const getDialog = () => getContext<DialogContext>(KEY);
