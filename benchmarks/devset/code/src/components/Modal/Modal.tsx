import type { ReactNode } from "react";
import { IconButton } from "../IconButton/IconButton";
import styles from "./Modal.module.css";

interface ModalProps {
  open: boolean;
  title: string;
  size?: "sm" | "md" | "lg";
  onClose: () => void;
  /** Actions shown at the bottom, usually buttons. */
  footer?: ReactNode;
  children: ReactNode;
}

/** A dialog over the page that needs the user's attention. */
export function Modal({ open, title, size = "md", onClose, footer, children }: ModalProps) {
  if (!open) return null;
  return (
    <div className={styles.backdrop}>
      <div role="dialog" aria-modal="true" aria-label={title} className={`${styles.modal} ${styles[size]}`}>
        <header className={styles.header}>
          <h2>{title}</h2>
          <IconButton icon="close" label="Close" onClick={onClose} />
        </header>
        <div className={styles.body}>{children}</div>
        {footer && <footer className={styles.footer}>{footer}</footer>}
      </div>
    </div>
  );
}
