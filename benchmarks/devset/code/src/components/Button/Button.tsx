import type { ButtonHTMLAttributes, ReactNode } from "react";
import clsx from "clsx";
import { Spinner } from "../Spinner/Spinner";
import styles from "./Button.module.css";

export type ButtonVariant = "primary" | "secondary" | "tertiary" | "danger";
export type ButtonSize = "sm" | "md" | "lg";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual emphasis. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  disabled?: boolean;
  /** Shows a spinner and blocks clicks. */
  loading?: boolean;
  /** Icon before the label. */
  iconStart?: ReactNode;
  /** Icon after the label. */
  iconEnd?: ReactNode;
  fullWidth?: boolean;
  children: ReactNode;
}

/** The main call to action. */
export function Button({
  variant = "primary",
  size = "md",
  disabled = false,
  loading = false,
  iconStart,
  iconEnd,
  fullWidth = false,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      className={clsx(styles.button, styles[variant], styles[size], fullWidth && styles.fullWidth)}
      disabled={disabled || loading}
      aria-busy={loading}
      {...rest}
    >
      {loading ? <Spinner size="sm" /> : iconStart}
      <span className={styles.label}>{children}</span>
      {iconEnd}
    </button>
  );
}
