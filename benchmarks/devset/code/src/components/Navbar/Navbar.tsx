import type { ReactNode } from "react";
import styles from "./Navbar.module.css";

interface NavbarProps {
  /** The logo or shop name at the start. */
  brand?: ReactNode;
  children: ReactNode;
}

/** The main navigation across the top of every page. */
export function Navbar({ brand, children }: NavbarProps) {
  return (
    <nav className={styles.navbar}>
      {brand}
      <ul className={styles.items}>{children}</ul>
    </nav>
  );
}
