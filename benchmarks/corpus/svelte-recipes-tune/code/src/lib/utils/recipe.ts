/**
 * recipe(): the team's tiny class-variant helper.
 *
 * A recipe maps every variant key to the utility classes of each of its values, so the
 * keys of `variants` ARE the prop values a component accepts:
 *
 *   const badge = recipe({
 *     base: "inline-flex rounded-full",
 *     variants: { tone: { neutral: "bg-slate-100", accent: "bg-indigo-100" } },
 *     defaults: { tone: "neutral" },
 *   });
 *   badge({ tone: "accent", class: "ml-2" });
 *
 * Boolean variants are written with "true" / "false" keys and take real booleans.
 */

type VariantMap = Record<string, Record<string, string>>;

type ValueOf<K> = K extends "true" | "false" ? boolean : K;

export type VariantProps<V extends VariantMap> = {
  [K in keyof V]?: ValueOf<keyof V[K] & string>;
};

export interface RecipeConfig<V extends VariantMap> {
  base?: string;
  variants: V;
  defaults?: VariantProps<V>;
  /** Extra classes when several variant values meet. */
  compounds?: Array<VariantProps<V> & { class: string }>;
}

export type ClassValue = string | false | null | undefined;

export function cx(...parts: ClassValue[]): string {
  return parts.filter(Boolean).join(" ");
}

export function recipe<V extends VariantMap>(config: RecipeConfig<V>) {
  const { base, variants, defaults = {} as VariantProps<V>, compounds = [] } = config;

  return function classes(props: VariantProps<V> & { class?: ClassValue } = {}): string {
    const chosen: Record<string, unknown> = {};
    for (const key of Object.keys(variants) as Array<keyof V & string>) {
      chosen[key] = props[key] ?? defaults[key];
    }
    const out: ClassValue[] = [base];
    for (const key of Object.keys(variants)) {
      const value = chosen[key];
      if (value === undefined || value === null) continue;
      out.push(variants[key][String(value)]);
    }
    for (const { class: extra, ...when } of compounds) {
      const matches = Object.entries(when).every(([key, value]) => chosen[key] === value);
      if (matches) out.push(extra);
    }
    out.push(props.class);
    return cx(...out);
  };
}
