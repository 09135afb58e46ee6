import type { InjectionKey, Ref } from "vue";

export interface TabsContext {
  active: Ref<string>;
  select: (value: string) => void;
  size: Ref<"sm" | "md">;
}

export const tabsKey: InjectionKey<TabsContext> = Symbol("HbTabs");
