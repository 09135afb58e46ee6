import { cloneElement, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';
import clsx from 'clsx';
import styles from './Tooltip.module.css';

export interface TooltipProps {
  content: ReactNode;
  /** The element the tooltip describes; it receives `aria-describedby`. */
  children: ReactElement;
  side?: 'top' | 'bottom' | 'left' | 'right';
  /** Delay before showing, in milliseconds. */
  delay?: number;
}

export function Tooltip({ content, children, side = 'top', delay = 300 }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const timer = useRef<number>();
  const show = () => {
    timer.current = window.setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    setOpen(false);
  };
  return (
    <span className={styles.anchor} onMouseEnter={show} onMouseLeave={hide} onFocus={show} onBlur={hide}>
      {cloneElement(children, { 'aria-describedby': open ? id : undefined })}
      {open ? (
        <span id={id} role="tooltip" data-side={side} className={clsx(styles.tooltip, styles[side])}>
          {content}
        </span>
      ) : null}
    </span>
  );
}
