export { Badge } from './Badge';
export type { BadgeProps } from './Badge';
export type { BadgeTone } from './Badge.styled';
