/** Option sets shared by the components. Import them; do not re-declare the unions. */

/** Colour intent of feedback and status components. */
export type Tone = "neutral" | "info" | "success" | "warning" | "danger";

/** The three control heights: sm 32px, md 40px, lg 48px. */
export type Size = "sm" | "md" | "lg";

/** Where a floating element sits relative to its anchor. */
export type Placement = "top" | "right" | "bottom" | "left";

/** An option of Select, NativeSelect: a plain string is both its value and its label. */
export type SelectOption = string | { value: string; label: string; disabled?: boolean };

export function optionValue(option: SelectOption): string {
  return typeof option === "string" ? option : option.value;
}

export function optionLabel(option: SelectOption): string {
  return typeof option === "string" ? option : option.label;
}
