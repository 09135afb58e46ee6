import { Icon } from '../Icon';
import { ReviewCount, Star, Stars } from './RatingStars.styles';

export interface RatingStarsProps {
  /** Official star classification of the property, 1–5. */
  rating: number;
  max?: number;
  size?: 'sm' | 'md';
  /** When given, "(1,204)" is shown after the stars. */
  reviewCount?: number;
}

export function RatingStars({ rating, max = 5, size = 'md', reviewCount }: RatingStarsProps) {
  const px = size === 'sm' ? 14 : 18;
  return (
    <Stars $size={size} role="img" aria-label={`${rating} out of ${max} stars`}>
      {Array.from({ length: max }, (_, index) => (
        <Star key={index} $filled={index < Math.round(rating)}>
          <Icon name="star" size={px} />
        </Star>
      ))}
      {reviewCount !== undefined && <ReviewCount>({reviewCount.toLocaleString('en')})</ReviewCount>}
    </Stars>
  );
}
