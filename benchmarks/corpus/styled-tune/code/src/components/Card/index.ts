export { Card } from './Card';
export type { CardProps } from './Card';
export { CardHeader } from './CardHeader';
export type { CardHeaderProps } from './CardHeader';
export { CardBody } from './CardBody';
export { CardFooter } from './CardFooter';
export type { CardPadding } from './Card.styled';
