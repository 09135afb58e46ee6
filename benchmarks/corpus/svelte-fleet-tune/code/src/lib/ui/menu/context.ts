import { getContext, setContext } from "svelte";

const key = Symbol("menu");

export interface MenuContext {
	close(): void;
}

export const setMenuContext = (context: MenuContext) => setContext(key, context);
export const getMenuContext = () => getContext<MenuContext | undefined>(key);
