import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { CardRoot, type CardPadding } from './Card.styled';
import { CardBody } from './CardBody';
import { CardFooter } from './CardFooter';
import { CardHeader } from './CardHeader';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  padding?: CardPadding;
  /** Shadow instead of a border. */
  elevated?: boolean;
  children: ReactNode;
}

const CardBase = forwardRef<HTMLElement, CardProps>(function Card(
  { padding = 'md', elevated = false, children, ...rest },
  ref,
) {
  return (
    <CardRoot ref={ref} $padding={padding} $elevated={elevated} {...rest}>
      {children}
    </CardRoot>
  );
});

export const Card = Object.assign(CardBase, {
  Header: CardHeader,
  Body: CardBody,
  Footer: CardFooter,
});
