import { forwardRef, type HTMLAttributes } from 'react';
import clsx from 'clsx';
import { Badge, type BadgeTone } from '../Badge';
import { Button } from '../Button';
import { Rating } from '../Rating';
import styles from './RoomCard.module.css';

export type RoomAvailability = 'available' | 'limited' | 'booked';

export interface RoomCardProps extends HTMLAttributes<HTMLElement> {
  name: string;
  /** Building and floor, e.g. "Canal House · Floor 2". */
  location: string;
  /** Seats in the room. */
  capacity: number;
  /** Price per hour, in the member's currency. */
  pricePerHour: number;
  currency?: string;
  imageSrc?: string;
  availability?: RoomAvailability;
  rating?: number;
  reviewCount?: number;
  onBook?: () => void;
}

const availabilityBadge: Record<RoomAvailability, { tone: BadgeTone; label: string }> = {
  available: { tone: 'success', label: 'Available' },
  limited: { tone: 'warning', label: 'Few slots left' },
  booked: { tone: 'danger', label: 'Fully booked' },
};

/** A bookable room or desk in the search results. */
export const RoomCard = forwardRef<HTMLElement, RoomCardProps>(function RoomCard(
  {
    name,
    location,
    capacity,
    pricePerHour,
    currency = 'USD',
    imageSrc,
    availability = 'available',
    rating,
    reviewCount,
    onBook,
    className,
    ...rest
  },
  ref,
) {
  const badge = availabilityBadge[availability];
  const price = new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 }).format(
    pricePerHour,
  );
  return (
    <article ref={ref} className={clsx(styles.roomCard, className)} data-availability={availability} {...rest}>
      <div className={styles.media}>
        {imageSrc ? <img src={imageSrc} alt="" className={styles.image} /> : null}
        <Badge tone={badge.tone} className={styles.badge}>
          {badge.label}
        </Badge>
      </div>
      <div className={styles.content}>
        <div className={styles.titleRow}>
          <h3 className={styles.name}>{name}</h3>
          {rating !== undefined ? <Rating value={rating} count={reviewCount} /> : null}
        </div>
        <p className={styles.meta}>
          {location} · {capacity} {capacity === 1 ? 'seat' : 'seats'}
        </p>
        <div className={styles.footer}>
          <span className={styles.price}>
            {price}
            <span className={styles.unit}>/hr</span>
          </span>
          <Button size="sm" variant="secondary" disabled={availability === 'booked'} onClick={onBook}>
            Book
          </Button>
        </div>
      </div>
    </article>
  );
});
