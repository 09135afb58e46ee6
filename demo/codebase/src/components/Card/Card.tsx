import type { HTMLAttributes, ReactNode } from "react";
import styles from "./Card.module.scss";

interface CardProps extends HTMLAttributes<HTMLDivElement> {
  elevation?: 0 | 1 | 2;
  interactive?: boolean;
  children?: ReactNode;
}

function CardHeader({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <header className={styles.header}>
      <h3>{title}</h3>
      {action}
    </header>
  );
}

export function Card({ elevation = 1, interactive = false, children }: CardProps) {
  return (
    <section className={interactive ? `${styles.card} ${styles.interactive}` : styles.card} data-elevation={elevation}>
      {children}
    </section>
  );
}

Card.Header = CardHeader;

Card.Body = function CardBody({ children }: { children: ReactNode }) {
  return <div className={styles.body}>{children}</div>;
};
