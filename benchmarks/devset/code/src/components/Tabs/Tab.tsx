import styles from "./Tabs.module.css";

interface TabProps {
  id: string;
  label: string;
  selected?: boolean;
  disabled?: boolean;
  /** A count shown after the label. */
  badge?: number;
}

export function Tab({ id, label, selected = false, disabled = false, badge }: TabProps) {
  return (
    <button role="tab" id={id} aria-selected={selected} disabled={disabled} className={styles.tab}>
      {label}
      {badge !== undefined && <span className={styles.count}>{badge}</span>}
    </button>
  );
}
