import { forwardRef, type SVGProps } from 'react';
import clsx from 'clsx';
import styles from './IconBase.module.css';

export type IconSize = 'xs' | 'sm' | 'md' | 'lg';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  /** Rendered size; icons inside buttons and inputs inherit theirs. */
  size?: IconSize;
  /** Accessible name. Without it the icon is decorative (`aria-hidden`). */
  title?: string;
}

/** The 24×24 stroke frame every icon of the family draws into. */
export const IconBase = forwardRef<SVGSVGElement, IconProps>(function IconBase(
  { size = 'md', title, className, children, ...rest },
  ref,
) {
  return (
    <svg
      ref={ref}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={clsx(styles.icon, styles[size], className)}
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      {...rest}
    >
      {title ? <title>{title}</title> : null}
      {children}
    </svg>
  );
});
