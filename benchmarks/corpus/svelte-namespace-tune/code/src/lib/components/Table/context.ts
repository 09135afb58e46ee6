import { getContext, setContext } from "svelte";

const KEY = Symbol("table");

export interface TableContext {
  readonly dense: boolean;
}

export function setTableContext(context: TableContext): TableContext {
  return setContext(KEY, context);
}

export function getTableContext(): TableContext {
  return getContext<TableContext | undefined>(KEY) ?? { dense: false };
}
