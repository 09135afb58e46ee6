import { getContext, setContext } from "svelte";

const KEY = Symbol("sidebar");

export interface SidebarContext {
  readonly collapsed: boolean;
}

export function setSidebarContext(context: SidebarContext): SidebarContext {
  return setContext(KEY, context);
}

export function getSidebarContext(): SidebarContext {
  return getContext<SidebarContext | undefined>(KEY) ?? { collapsed: false };
}
