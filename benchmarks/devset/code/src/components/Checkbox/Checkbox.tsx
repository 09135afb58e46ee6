import type { InputHTMLAttributes } from "react";
import styles from "./Checkbox.module.css";

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  label: string;
  checked?: boolean;
  /** Neither checked nor unchecked (some children are). */
  indeterminate?: boolean;
  disabled?: boolean;
}

export function Checkbox({ label, checked = false, indeterminate = false, disabled = false, ...rest }: CheckboxProps) {
  return (
    <label className={styles.checkbox}>
      <input type="checkbox" checked={checked} aria-checked={indeterminate ? "mixed" : checked} disabled={disabled} {...rest} />
      <span>{label}</span>
    </label>
  );
}
