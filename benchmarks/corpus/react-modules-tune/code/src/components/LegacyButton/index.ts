export { LegacyButton } from './LegacyButton';
export type { LegacyButtonProps } from './LegacyButton';
