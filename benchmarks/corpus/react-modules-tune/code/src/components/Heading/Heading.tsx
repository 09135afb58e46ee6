import { forwardRef, type HTMLAttributes } from 'react';
import clsx from 'clsx';
import styles from './Heading.module.css';

export type HeadingLevel = 'h1' | 'h2' | 'h3' | 'h4';
export type HeadingSize = 'sm' | 'md' | 'lg' | 'xl';

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The heading element. The size follows the level unless `size` is given. */
  as?: HeadingLevel;
  size?: HeadingSize;
  weight?: 'semibold' | 'bold';
  tone?: 'default' | 'muted' | 'inverse';
}

const sizeByLevel: Record<HeadingLevel, HeadingSize> = { h1: 'xl', h2: 'lg', h3: 'md', h4: 'sm' };

export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { as: Component = 'h2', size, weight = 'semibold', tone = 'default', className, ...rest },
  ref,
) {
  const resolved = size ?? sizeByLevel[Component];
  return (
    <Component
      ref={ref}
      className={clsx(styles.heading, styles[resolved], styles[weight], styles[tone], className)}
      {...rest}
    />
  );
});
