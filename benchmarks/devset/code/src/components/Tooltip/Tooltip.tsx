import type { ReactNode } from "react";
import styles from "./Tooltip.module.css";

interface TooltipProps {
  content: string;
  placement?: "top" | "right" | "bottom" | "left";
  children: ReactNode;
}

export function Tooltip({ content, placement = "top", children }: TooltipProps) {
  return (
    <span className={styles.anchor}>
      {children}
      <span role="tooltip" className={`${styles.tooltip} ${styles[placement]}`}>{content}</span>
    </span>
  );
}
