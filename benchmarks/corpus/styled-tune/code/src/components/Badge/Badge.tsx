import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { StyledBadge, type BadgeTone } from './Badge.styled';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Colour of the status; a badge is read-only, use Tag for interactive chips. */
  tone?: BadgeTone;
  children: ReactNode;
}

export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { tone = 'neutral', children, ...rest },
  ref,
) {
  return (
    <StyledBadge ref={ref} $tone={tone} {...rest}>
      {children}
    </StyledBadge>
  );
});
