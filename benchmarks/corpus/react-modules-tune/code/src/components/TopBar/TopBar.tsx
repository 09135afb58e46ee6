import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import clsx from 'clsx';
import styles from './TopBar.module.css';

export interface TopBarProps extends HTMLAttributes<HTMLElement> {
  /** The brand mark, usually the logo `<img>` linked to home. */
  logo: ReactNode;
  /** Right-hand slot: notifications, account menu. */
  actions?: ReactNode;
  /** Sticks to the top of the viewport while scrolling. */
  sticky?: boolean;
}

/** The application header. Put `NavItem`s in it as children. */
export const TopBar = forwardRef<HTMLElement, TopBarProps>(function TopBar(
  { logo, actions, sticky = true, className, children, ...rest },
  ref,
) {
  return (
    <header ref={ref} className={clsx(styles.topBar, sticky && styles.sticky, className)} {...rest}>
      <div className={styles.brand}>{logo}</div>
      <nav className={styles.nav} aria-label="Main">
        {children}
      </nav>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
});
