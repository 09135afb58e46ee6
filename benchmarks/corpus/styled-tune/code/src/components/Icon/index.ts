export { Icon } from './Icon';
export type { IconProps } from './Icon';
export { iconPaths } from './icons';
export type { IconName } from './icons';
