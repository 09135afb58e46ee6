export { RoomCard } from './RoomCard';
export type { RoomCardProps, RoomAvailability } from './RoomCard';
