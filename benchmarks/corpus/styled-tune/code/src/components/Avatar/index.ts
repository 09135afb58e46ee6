export { Avatar } from './Avatar';
export type { AvatarProps } from './Avatar';
export type { AvatarSize } from './Avatar.styled';
