import type { ReactNode } from "react";
import styles from "./EmptyState.module.css";

interface EmptyStateProps {
  heading: string;
  description?: string;
  /** A call to action, usually a Button. */
  action?: ReactNode;
  illustration?: ReactNode;
}

export function EmptyState({ heading, description, action, illustration }: EmptyStateProps) {
  return (
    <div className={styles.emptyState}>
      {illustration}
      <h2>{heading}</h2>
      {description && <p>{description}</p>}
      {action}
    </div>
  );
}
