import type { ReactNode } from "react";
import styles from "./Navbar.module.css";

interface NavItemProps {
  href: string;
  label: string;
  /** The current page. */
  active?: boolean;
  icon?: ReactNode;
}

/** One link of the Navbar. */
export function NavItem({ href, label, active = false, icon }: NavItemProps) {
  return (
    <li className={active ? styles.active : styles.item}>
      <a href={href} aria-current={active ? "page" : undefined}>{icon}{label}</a>
    </li>
  );
}
