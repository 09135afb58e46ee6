import styles from "./FilterChip.module.css";

interface FilterChipProps {
  label: string;
  selected?: boolean;
  onToggle?: () => void;
}

export function FilterChip({ label, selected = false, onToggle }: FilterChipProps) {
  return (
    <button aria-pressed={selected} className={styles.chip} onClick={onToggle}>
      {label}
    </button>
  );
}
