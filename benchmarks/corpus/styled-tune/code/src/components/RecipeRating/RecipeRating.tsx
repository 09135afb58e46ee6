import { forwardRef, type HTMLAttributes } from 'react';
import { Count, RatingRoot, Star, Stars } from './RecipeRating.styled';

export interface RecipeRatingProps extends HTMLAttributes<HTMLDivElement> {
  /** Average rating, 0 to max, rounded to whole stars for display. */
  value: number;
  max?: number;
  /** Number of reviews, shown as "(128)" when given. */
  count?: number;
  size?: 'sm' | 'md';
}

const STAR = 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z';

export const RecipeRating = forwardRef<HTMLDivElement, RecipeRatingProps>(function RecipeRating(
  { value, max = 5, count, size = 'md', ...rest },
  ref,
) {
  const rounded = Math.round(value);
  const px = size === 'sm' ? 14 : 18;
  return (
    <RatingRoot ref={ref} $size={size} aria-label={`Rated ${value} out of ${max}`} {...rest}>
      <Stars aria-hidden>
        {Array.from({ length: max }, (_, index) => (
          <Star key={index} viewBox="0 0 24 24" $px={px} $filled={index < rounded}>
            <path d={STAR} />
          </Star>
        ))}
      </Stars>
      {count !== undefined && <Count>({count})</Count>}
    </RatingRoot>
  );
});
