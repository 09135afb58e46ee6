import React from "react";
import clsx from "clsx";
import { Spinner } from "@acme/ui";
import styles from "./Button.module.css";

export type ButtonSize = "sm" | "md" | "lg";

interface BaseProps {
  /** Extra class names for the root element. */
  className?: string;
  children: React.ReactNode;
}

export interface ButtonProps extends BaseProps, React.ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual style of the button. */
  variant?: "primary" | "secondary" | "ghost";
  size?: ButtonSize;
  disabled?: boolean;
  loading?: boolean;
  onClick?: (event: React.MouseEvent<HTMLButtonElement>) => void;
}

/** The primary action of a form or dialog. */
export function Button({
  variant = "primary",
  size = "md",
  disabled = false,
  loading,
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      className={clsx(styles.root, styles[variant], styles[size], className)}
      disabled={disabled || loading}
      aria-busy={loading}
      {...rest}
    >
      {loading ? <Spinner size="sm" /> : children}
    </button>
  );
}
