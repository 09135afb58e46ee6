import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { CardRoot } from './Card.styles';

export type CardElevation = 'flat' | 'outlined' | 'raised';
export type CardPadding = 'none' | 'sm' | 'md' | 'lg';

export interface CardProps extends HTMLAttributes<HTMLDivElement> {
  elevation?: CardElevation;
  padding?: CardPadding;
  children?: ReactNode;
}

/** A surface that groups related content. Compose with CardHeader and CardFooter. */
export const Card = forwardRef<HTMLDivElement, CardProps>(function Card(
  { elevation = 'outlined', padding = 'md', children, ...rest },
  ref,
) {
  return (
    <CardRoot ref={ref} $elevation={elevation} $padding={padding} {...rest}>
      {children}
    </CardRoot>
  );
});
