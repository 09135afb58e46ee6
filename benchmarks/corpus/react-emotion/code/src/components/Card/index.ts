export { Card } from './Card';
export type { CardElevation, CardPadding, CardProps } from './Card';
export { CardHeader } from './CardHeader';
export type { CardHeaderProps } from './CardHeader';
export { CardFooter } from './CardFooter';
export type { CardFooterProps } from './CardFooter';
