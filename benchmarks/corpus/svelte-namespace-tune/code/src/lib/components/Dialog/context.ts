import { getContext, setContext } from "svelte";

const KEY = Symbol("dialog");

export interface DialogContext {
  readonly open: boolean;
  readonly titleId: string;
  readonly descriptionId: string;
  close(): void;
}

export function setDialogContext(context: DialogContext): DialogContext {
  return setContext(KEY, context);
}

export function getDialogContext(): DialogContext {
  const context = getContext<DialogContext | undefined>(KEY);
  if (!context) throw new Error("Dialog parts must be used inside <Dialog.Root>");
  return context;
}
