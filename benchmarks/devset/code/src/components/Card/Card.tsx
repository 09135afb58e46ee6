import type { ReactNode } from "react";
import styles from "./Card.module.css";

interface CardProps {
  /** Shadow depth. */
  elevation?: "flat" | "raised";
  padding?: "none" | "sm" | "md" | "lg";
  children: ReactNode;
}

export function Card({ elevation = "flat", padding = "md", children }: CardProps) {
  return <section className={`${styles.card} ${styles[elevation]} ${styles[padding]}`}>{children}</section>;
}

interface CardHeaderProps {
  title: string;
  subtitle?: string;
  action?: ReactNode;
}

function CardHeader({ title, subtitle, action }: CardHeaderProps) {
  return (
    <header className={styles.header}>
      <div>
        <h3>{title}</h3>
        {subtitle && <p>{subtitle}</p>}
      </div>
      {action}
    </header>
  );
}

Card.Header = CardHeader;
