import type { ReactNode } from "react";
import styles from "./Banner.module.css";

interface BannerProps {
  tone?: "info" | "success" | "warning" | "critical";
  title?: string;
  /** Shows a close button. */
  dismissible?: boolean;
  onDismiss?: () => void;
  children: ReactNode;
}

/** A page-level message, such as a delivery delay. */
export function Banner({ tone = "info", title, dismissible = false, onDismiss, children }: BannerProps) {
  return (
    <div role="status" className={`${styles.banner} ${styles[tone]}`}>
      {title && <strong>{title}</strong>}
      <div>{children}</div>
      {dismissible && <button onClick={onDismiss} aria-label="Dismiss">×</button>}
    </div>
  );
}
