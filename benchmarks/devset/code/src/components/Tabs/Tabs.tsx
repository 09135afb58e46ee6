import type { ReactNode } from "react";
import styles from "./Tabs.module.css";

interface TabsProps {
  /** Id of the selected tab. */
  value: string;
  onChange: (value: string) => void;
  fitted?: boolean;
  children: ReactNode;
}

export function Tabs({ value, onChange, fitted = false, children }: TabsProps) {
  return (
    <div role="tablist" data-value={value} className={fitted ? styles.fitted : styles.tabs} onClick={() => onChange(value)}>
      {children}
    </div>
  );
}
