import { forwardRef, type AnchorHTMLAttributes, type ReactElement } from 'react';
import clsx from 'clsx';
import styles from './NavItem.module.css';

export interface NavItemProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** The current section; sets `aria-current="page"`. */
  active?: boolean;
  icon?: ReactElement;
}

/** A link of the `TopBar` navigation. */
export const NavItem = forwardRef<HTMLAnchorElement, NavItemProps>(function NavItem(
  { href, active = false, icon, className, children, ...rest },
  ref,
) {
  return (
    <a
      ref={ref}
      href={href}
      className={clsx(styles.navItem, className)}
      aria-current={active ? 'page' : undefined}
      data-state={active ? 'active' : undefined}
      {...rest}
    >
      {icon}
      {children}
    </a>
  );
});
