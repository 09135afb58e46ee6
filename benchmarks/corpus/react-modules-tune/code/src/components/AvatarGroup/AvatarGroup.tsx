import { Children, cloneElement, forwardRef, isValidElement, type HTMLAttributes, type ReactElement } from 'react';
import clsx from 'clsx';
import type { AvatarProps, AvatarSize } from '../Avatar/Avatar';
import styles from './AvatarGroup.module.css';

export interface AvatarGroupProps extends HTMLAttributes<HTMLDivElement> {
  /** How many avatars to draw before the "+N" counter. */
  max?: number;
  /**
   * How many people there are in all, when only some avatars are passed
   * (the API returns the first few attendees and a count). Defaults to the children's count.
   */
  total?: number;
  /** Size applied to every avatar of the stack. */
  size?: AvatarSize;
}

/** Overlapping `Avatar`s with a "+N" counter. */
export const AvatarGroup = forwardRef<HTMLDivElement, AvatarGroupProps>(function AvatarGroup(
  { max = 4, total, size = 'sm', className, children, ...rest },
  ref,
) {
  const avatars = Children.toArray(children).filter(isValidElement) as ReactElement<AvatarProps>[];
  const shown = avatars.slice(0, max);
  const overflow = (total ?? avatars.length) - shown.length;
  return (
    <div ref={ref} className={clsx(styles.group, className)} role="group" {...rest}>
      {shown.map((avatar) => cloneElement(avatar, { size, className: clsx(avatar.props.className, styles.item) }))}
      {overflow > 0 ? <span className={clsx(styles.overflow, styles[size])}>+{overflow}</span> : null}
    </div>
  );
});
