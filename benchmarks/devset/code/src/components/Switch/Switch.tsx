import styles from "./Switch.module.css";

interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label?: string;
  disabled?: boolean;
  size?: "sm" | "md";
}

/** An on/off toggle that applies immediately. */
export function Switch({ checked, onChange, label, disabled = false, size = "md" }: SwitchProps) {
  return (
    <button role="switch" aria-checked={checked} disabled={disabled} className={`${styles.switch} ${styles[size]}`} onClick={() => onChange(!checked)}>
      <span className={styles.thumb} />
      {label && <span className={styles.label}>{label}</span>}
    </button>
  );
}
