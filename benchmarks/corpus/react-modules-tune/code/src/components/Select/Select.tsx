import { forwardRef, useId, useState, type ButtonHTMLAttributes } from 'react';
import clsx from 'clsx';
import { ChevronDownIcon } from '../../icons/ChevronDownIcon';
import { CheckIcon } from '../../icons/CheckIcon';
import styles from './Select.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'value' | 'onChange'> {
  options: SelectOption[];
  value?: string;
  onChange?: (value: string) => void;
  label?: string;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  hint?: string;
  size?: 'sm' | 'md';
}

/** A styled listbox. In long forms, or where mobile pickers matter, prefer `NativeSelect`. */
export const Select = forwardRef<HTMLButtonElement, SelectProps>(function Select(
  { options, value, onChange, label, placeholder = 'Select…', hint, size = 'md', disabled = false, className, ...rest },
  ref,
) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const selected = options.find((option) => option.value === value);
  return (
    <div className={clsx(styles.select, className)}>
      {label ? <span className={styles.label}>{label}</span> : null}
      <button
        ref={ref}
        type="button"
        className={clsx(styles.trigger, styles[size])}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        data-state={open ? 'open' : 'closed'}
        disabled={disabled}
        onClick={() => setOpen((current) => !current)}
        {...rest}
      >
        <span className={clsx(styles.value, !selected && styles.placeholder)}>{selected?.label ?? placeholder}</span>
        <ChevronDownIcon size="sm" className={styles.chevron} />
      </button>
      {open ? (
        <ul id={listId} role="listbox" className={styles.list}>
          {options.map((option) => (
            <li
              key={option.value}
              role="option"
              aria-selected={option.value === value}
              aria-disabled={option.disabled || undefined}
              className={styles.option}
              onClick={() => {
                if (option.disabled) return;
                onChange?.(option.value);
                setOpen(false);
              }}
            >
              {option.label}
              {option.value === value ? <CheckIcon size="sm" /> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {hint ? <p className={styles.hint}>{hint}</p> : null}
    </div>
  );
});
