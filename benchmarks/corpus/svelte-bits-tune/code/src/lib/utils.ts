import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/** Joins conditional class lists and lets later Tailwind utilities win over earlier ones. */
export function cn(...inputs: ClassValue[]): string {
	return twMerge(clsx(inputs));
}

/** Adds the bindable `ref` every ui part exposes to the attributes it forwards. */
export type WithElementRef<T, E extends HTMLElement = HTMLElement> = T & {
	ref?: E | null;
};

/** Drops bits-ui's `child` snippet from a primitive's props (our parts always render their own element). */
export type WithoutChild<T> = T extends { child?: unknown } ? Omit<T, "child"> : T;

/** Drops `children` from a primitive's props, for parts that render a fixed body. */
export type WithoutChildren<T> = T extends { children?: unknown } ? Omit<T, "children"> : T;

export type WithoutChildrenOrChild<T> = WithoutChildren<WithoutChild<T>>;

/** "Cave Wall" -> "cave-wall": used for select / radio values built from labels. */
export function slugify(label: string): string {
	return label
		.toLowerCase()
		.normalize("NFKD")
		.replace(/[^a-z0-9]+/g, "-")
		.replace(/^-+|-+$/g, "");
}
