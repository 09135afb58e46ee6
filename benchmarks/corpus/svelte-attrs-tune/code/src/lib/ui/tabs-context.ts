/** A value read lazily, so a Tab sees its Tabs' current selection. */
export type Getter<T> = () => T;
