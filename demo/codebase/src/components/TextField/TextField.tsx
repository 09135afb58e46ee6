import { forwardRef, useId } from "react";
import styles from "./TextField.module.css";

type FieldBase = {
  label: string;
  hint?: string;
};

type Validation = { status?: "default" | "error" | "success" };

export type TextFieldProps = FieldBase &
  Validation & {
    type?: "text" | "email" | "password";
    required?: boolean;
    onChange?(value: string): void;
  };

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, status = "default", type = "text", required = false, onChange },
  ref,
) {
  const id = useId();
  return (
    <label className={styles.field} htmlFor={id}>
      <span className={styles.label}>{label}</span>
      <input
        ref={ref}
        id={id}
        className={styles.input}
        data-status={status}
        type={type}
        required={required}
        onChange={(event) => onChange?.(event.target.value)}
      />
      {hint && <small className={styles.hint}>{hint}</small>}
    </label>
  );
});
