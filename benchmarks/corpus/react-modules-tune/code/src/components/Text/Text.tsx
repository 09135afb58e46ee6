import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import clsx from 'clsx';
import styles from './Text.module.css';

export type TextSize = 'xs' | 'sm' | 'md' | 'lg';
export type TextWeight = 'regular' | 'medium' | 'semibold';
export type TextTone = 'default' | 'muted' | 'brand' | 'success' | 'danger';

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** The element to render: `p` by default, `span`, `label`, `small`... */
  as?: ElementType;
  size?: TextSize;
  weight?: TextWeight;
  tone?: TextTone;
  /** Cuts the text to one line with an ellipsis. */
  truncate?: boolean;
}

export const Text = forwardRef<HTMLElement, TextProps>(function Text(
  { as: Component = 'p', size = 'md', weight = 'regular', tone = 'default', truncate = false, className, ...rest },
  ref,
) {
  return (
    <Component
      ref={ref}
      className={clsx(styles.text, styles[size], styles[weight], styles[tone], truncate && styles.truncate, className)}
      {...rest}
    />
  );
});
