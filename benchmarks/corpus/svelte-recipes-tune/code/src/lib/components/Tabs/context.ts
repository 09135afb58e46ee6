import { getContext, setContext } from "svelte";
import type { TabsContext } from "./types.js";

const KEY = Symbol("tabs");

export const setTabs = (context: TabsContext) => setContext(KEY, context);
export const getTabs = () => getContext<TabsContext>(KEY);
