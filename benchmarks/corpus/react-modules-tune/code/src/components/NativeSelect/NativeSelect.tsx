import { forwardRef, useId, type SelectHTMLAttributes } from 'react';
import clsx from 'clsx';
import { ChevronDownIcon } from '../../icons/ChevronDownIcon';
import styles from './NativeSelect.module.css';

export interface NativeSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> {
  label?: string;
  /** A first, disabled option shown while nothing is chosen. */
  placeholder?: string;
  hint?: string;
  size?: 'sm' | 'md';
}

/** A styled native `<select>`; pass `<option>` elements as children. */
export const NativeSelect = forwardRef<HTMLSelectElement, NativeSelectProps>(function NativeSelect(
  { label, placeholder, hint, size = 'md', id, className, children, defaultValue, ...rest },
  ref,
) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <div className={clsx(styles.field, className)}>
      {label ? (
        <label htmlFor={selectId} className={styles.label}>
          {label}
        </label>
      ) : null}
      <div className={clsx(styles.wrapper, styles[size])}>
        <select
          ref={ref}
          id={selectId}
          className={styles.select}
          defaultValue={placeholder && defaultValue === undefined && rest.value === undefined ? '' : defaultValue}
          {...rest}
        >
          {placeholder ? (
            <option value="" disabled>
              {placeholder}
            </option>
          ) : null}
          {children}
        </select>
        <ChevronDownIcon size="sm" className={styles.chevron} />
      </div>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
    </div>
  );
});
