export { Badge } from './Badge';
export type { BadgeProps, BadgeSize, BadgeTone } from './Badge';
