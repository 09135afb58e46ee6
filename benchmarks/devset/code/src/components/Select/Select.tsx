import styles from "./Select.module.css";

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectProps {
  label: string;
  options: SelectOption[];
  value?: string;
  placeholder?: string;
  disabled?: boolean;
  size?: "sm" | "md";
  onChange?: (value: string) => void;
}

/** Picks one value from a short list. */
export function Select({ label, options, value, placeholder, disabled = false, size = "md", onChange }: SelectProps) {
  return (
    <label className={styles.select} data-size={size}>
      {label}
      <select value={value} disabled={disabled} onChange={(event) => onChange?.(event.target.value)}>
        {placeholder && <option value="">{placeholder}</option>}
        {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </select>
    </label>
  );
}
