import type { HTMLAttributes, ReactNode } from 'react';
import { StyledBadge } from './Badge.styles';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';
export type BadgeSize = 'sm' | 'md';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Colour by meaning, never by taste. */
  tone?: BadgeTone;
  size?: BadgeSize;
  children: ReactNode;
}

/** A short, non-interactive status label ("Free cancellation", "Genius deal"). */
export function Badge({ tone = 'neutral', size = 'md', children, ...rest }: BadgeProps) {
  return (
    <StyledBadge $tone={tone} $size={size} {...rest}>
      {children}
    </StyledBadge>
  );
}
