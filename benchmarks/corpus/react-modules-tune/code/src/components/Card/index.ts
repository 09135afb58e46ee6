export { Card } from './Card';
export { CardHeader } from './CardHeader';
export { CardBody } from './CardBody';
export { CardFooter } from './CardFooter';
export type { CardProps } from './Card';
export type { CardHeaderProps } from './CardHeader';
export type { CardBodyProps } from './CardBody';
export type { CardFooterProps } from './CardFooter';
