import type { ReactNode } from "react";
import styles from "./ButtonGroup.module.css";

type Orientation = "horizontal" | "vertical";

export type ButtonGroupProps = {
  orientation?: Orientation;
  attached?: boolean;
  children: ReactNode;
};

/** Lays out related buttons in a row or column. */
export const ButtonGroup = ({ orientation = "horizontal", attached = false, children }: ButtonGroupProps) => (
  <div role="group" className={`${styles.group} ${attached ? styles.attached : ""}`} data-orientation={orientation}>
    {children}
  </div>
);

