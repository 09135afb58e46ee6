/** Shared prop types of the Cadenza components. */

export type Size = "sm" | "md" | "lg";

export type Tone = "neutral" | "info" | "success" | "warning" | "danger";

export type ButtonVariant = "solid" | "outline" | "ghost" | "danger";

export type IconButtonVariant = "ghost" | "outline" | "solid";

export type Placement = "top" | "bottom" | "left" | "right";

export type TagColor = "gray" | "blue" | "green" | "purple";

export type LessonStatus = "confirmed" | "pending" | "cancelled";

export type Trend = "up" | "down" | "flat";

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}
