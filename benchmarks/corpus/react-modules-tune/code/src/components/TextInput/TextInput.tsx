import { forwardRef, useId, type InputHTMLAttributes, type ReactElement } from 'react';
import clsx from 'clsx';
import styles from './TextInput.module.css';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** Visible label above the field. */
  label?: string;
  /** Helper text under the field; replaced by `error` when there is one. */
  hint?: string;
  /** Error message: shows under the field in red and sets `aria-invalid`. */
  error?: string;
  leftIcon?: ReactElement;
  rightIcon?: ReactElement;
  size?: 'sm' | 'md';
}

export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { label, hint, error, leftIcon, rightIcon, size = 'md', disabled = false, type = 'text', id, className, ...rest },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const messageId = `${inputId}-message`;
  const message = error ?? hint;
  return (
    <div className={clsx(styles.field, className)} data-disabled={disabled || undefined}>
      {label ? (
        <label className={styles.label} htmlFor={inputId}>
          {label}
        </label>
      ) : null}
      <div className={clsx(styles.control, styles[size], error && styles.invalid)}>
        {leftIcon ? <span className={styles.adornment}>{leftIcon}</span> : null}
        <input
          ref={ref}
          id={inputId}
          type={type}
          className={styles.input}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          {...rest}
        />
        {rightIcon ? <span className={styles.adornment}>{rightIcon}</span> : null}
      </div>
      {message ? (
        <p id={messageId} className={clsx(styles.message, error && styles.errorMessage)}>
          {message}
        </p>
      ) : null}
    </div>
  );
});
