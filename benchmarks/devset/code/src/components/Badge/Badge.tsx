import type { ReactNode } from "react";
import styles from "./Badge.module.css";

interface BadgeProps {
  tone?: "neutral" | "success" | "warning" | "critical";
  size?: "sm" | "md";
  children: ReactNode;
}

/** A status indicator, such as an order's state. */
export function Badge({ tone = "neutral", size = "md", children }: BadgeProps) {
  return <span className={`${styles.badge} ${styles[tone]} ${styles[size]}`}>{children}</span>;
}
