export { Text } from './Text';
export type { TextProps, TextSize, TextWeight, TextTone } from './Text';
