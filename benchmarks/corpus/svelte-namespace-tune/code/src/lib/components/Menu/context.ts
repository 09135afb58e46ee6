import { getContext, setContext } from "svelte";

const KEY = Symbol("menu");

/** What Menu.Trigger hands its children snippet, to spread on the button it renders. */
export interface MenuTriggerProps {
  id: string;
  "aria-haspopup": "menu";
  "aria-expanded": boolean;
  "aria-controls": string;
  onclick: () => void;
}

export interface MenuContext {
  readonly open: boolean;
  readonly triggerId: string;
  readonly contentId: string;
  toggle(): void;
  close(): void;
}

export function setMenuContext(context: MenuContext): MenuContext {
  return setContext(KEY, context);
}

export function getMenuContext(): MenuContext {
  const context = getContext<MenuContext | undefined>(KEY);
  if (!context) throw new Error("Menu parts must be used inside <Menu.Root>");
  return context;
}
