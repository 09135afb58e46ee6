import type { ReactNode } from "react";
import styles from "./ButtonGroup.module.css";

interface ButtonGroupProps {
  orientation?: "horizontal" | "vertical";
  /** Joins the buttons into one segmented control. */
  attached?: boolean;
  children: ReactNode;
}

/** Lays out a row (or column) of buttons. */
export function ButtonGroup({ orientation = "horizontal", attached = false, children }: ButtonGroupProps) {
  return (
    <div role="group" className={attached ? styles.attached : styles.group} data-orientation={orientation}>
      {children}
    </div>
  );
}
