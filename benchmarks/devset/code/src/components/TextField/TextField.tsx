import { useId, type InputHTMLAttributes } from "react";
import styles from "./TextField.module.css";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "size"> {
  label: string;
  placeholder?: string;
  /** Help shown under the field. */
  helperText?: string;
  /** Shows the field in its error style; pair with helperText. */
  error?: boolean;
  disabled?: boolean;
  size?: "sm" | "md";
  type?: "text" | "email" | "password" | "search";
}

/** A single-line text input with a label. */
export function TextField({ label, placeholder, helperText, error = false, disabled = false, size = "md", type = "text", ...rest }: TextFieldProps) {
  const id = useId();
  return (
    <div className={styles.field} data-size={size}>
      <label htmlFor={id} className={styles.label}>{label}</label>
      <input id={id} type={type} className={styles.input} placeholder={placeholder} aria-invalid={error} disabled={disabled} {...rest} />
      {helperText && <p className={error ? styles.errorText : styles.helper}>{helperText}</p>}
    </div>
  );
}
