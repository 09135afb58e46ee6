export { AmenityItem } from './AmenityItem';
export type { AmenityItemProps } from './AmenityItem';
export { AmenityList } from './AmenityList';
