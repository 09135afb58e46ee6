import { Button } from "../Button/Button";
import styles from "./Toast.module.css";

interface ToastProps {
  message: string;
  tone?: "info" | "success" | "error";
  /** Label of an optional action, such as "Undo". */
  actionLabel?: string;
  onAction?: () => void;
}

/** A short confirmation at the bottom of the screen. */
export function Toast({ message, tone = "info", actionLabel, onAction }: ToastProps) {
  return (
    <div role="status" className={`${styles.toast} ${styles[tone]}`}>
      <span>{message}</span>
      {actionLabel && <Button variant="tertiary" size="sm" onClick={onAction}>{actionLabel}</Button>}
    </div>
  );
}
