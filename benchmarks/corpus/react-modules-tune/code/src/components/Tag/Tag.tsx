import { forwardRef, type ButtonHTMLAttributes, type ReactElement } from 'react';
import clsx from 'clsx';
import { CloseIcon } from '../../icons/CloseIcon';
import styles from './Tag.module.css';

export interface TagProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Toggled on, as in an active filter. */
  selected?: boolean;
  /** Shows a remove (×) button that calls `onRemove`. */
  removable?: boolean;
  onRemove?: () => void;
  leftIcon?: ReactElement;
  size?: 'sm' | 'md';
}

/** An interactive pill: filters, amenities, chosen values. For read-only status use `Badge`. */
export const Tag = forwardRef<HTMLButtonElement, TagProps>(function Tag(
  { selected = false, removable = false, onRemove, leftIcon, size = 'md', className, children, ...rest },
  ref,
) {
  return (
    <span className={clsx(styles.tag, styles[size], className)} data-state={selected ? 'on' : 'off'}>
      <button ref={ref} type="button" className={styles.toggle} aria-pressed={selected} {...rest}>
        {leftIcon}
        {children}
      </button>
      {removable ? (
        <button type="button" className={styles.remove} aria-label="Remove" onClick={onRemove}>
          <CloseIcon size="xs" />
        </button>
      ) : null}
    </span>
  );
});
