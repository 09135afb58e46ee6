import { forwardRef, useId, type ButtonHTMLAttributes } from 'react';
import clsx from 'clsx';
import styles from './Switch.module.css';

export interface SwitchProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange'> {
  checked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  label?: string;
  size?: 'sm' | 'md';
}

/** An on/off setting that applies immediately. */
export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch(
  { checked = false, onCheckedChange, label, size = 'md', disabled = false, id, className, ...rest },
  ref,
) {
  const generatedId = useId();
  const switchId = id ?? generatedId;
  return (
    <div className={clsx(styles.field, className)}>
      <button
        ref={ref}
        id={switchId}
        type="button"
        role="switch"
        aria-checked={checked}
        data-state={checked ? 'checked' : 'unchecked'}
        className={clsx(styles.switch, styles[size])}
        disabled={disabled}
        onClick={() => onCheckedChange?.(!checked)}
        {...rest}
      >
        <span className={styles.thumb} />
      </button>
      {label ? (
        <label htmlFor={switchId} className={styles.label}>
          {label}
        </label>
      ) : null}
    </div>
  );
});
