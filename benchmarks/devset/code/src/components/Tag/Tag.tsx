import type { ReactNode } from "react";
import { IconButton } from "../IconButton/IconButton";
import styles from "./Tag.module.css";

interface TagProps {
  tone?: "neutral" | "info" | "success" | "warning" | "danger";
  /** Shows a remove button. */
  removable?: boolean;
  onRemove?: () => void;
  children: ReactNode;
}

/** A short label for a filter or a category. */
export function Tag({ tone = "neutral", removable = false, onRemove, children }: TagProps) {
  return (
    <span className={`${styles.tag} ${styles[tone]}`}>
      {children}
      {removable && <IconButton icon="close" label="Remove" size="sm" onClick={onRemove} />}
    </span>
  );
}
