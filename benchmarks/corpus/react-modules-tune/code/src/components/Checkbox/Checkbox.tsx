import { forwardRef, useEffect, useId, useImperativeHandle, useRef, type InputHTMLAttributes } from 'react';
import clsx from 'clsx';
import styles from './Checkbox.module.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label?: string;
  /** Secondary line under the label. */
  description?: string;
  /** The "some selected" dash; overrides `checked` visually. */
  indeterminate?: boolean;
}

export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, description, indeterminate = false, disabled = false, id, className, ...rest },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const inner = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inner.current as HTMLInputElement);
  useEffect(() => {
    if (inner.current) inner.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <div className={clsx(styles.checkbox, className)} data-disabled={disabled || undefined}>
      <input ref={inner} id={inputId} type="checkbox" className={styles.input} disabled={disabled} {...rest} />
      {label ? (
        <label htmlFor={inputId} className={styles.text}>
          <span className={styles.label}>{label}</span>
          {description ? <span className={styles.description}>{description}</span> : null}
        </label>
      ) : null}
    </div>
  );
});
