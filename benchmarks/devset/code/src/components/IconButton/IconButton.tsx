import type { ButtonHTMLAttributes } from "react";
import { Icon, type IconName } from "../Icon/Icon";
import styles from "./IconButton.module.css";

interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  icon: IconName;
  /** Accessible name; the button shows no text. */
  label: string;
  size?: "sm" | "md" | "lg";
  variant?: "ghost" | "solid";
  disabled?: boolean;
}

/** A square button that only shows an icon. */
export function IconButton({ icon, label, size = "md", variant = "ghost", disabled = false, ...rest }: IconButtonProps) {
  return (
    <button aria-label={label} className={`${styles.iconButton} ${styles[variant]} ${styles[size]}`} disabled={disabled} {...rest}>
      <Icon name={icon} size={size} />
    </button>
  );
}
