export { HotelCard } from './HotelCard';
export type { HotelCardLayout, HotelCardProps } from './HotelCard';
