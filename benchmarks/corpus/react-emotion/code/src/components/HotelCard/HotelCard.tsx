import { forwardRef } from 'react';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { Price } from '../Price';
import { RatingStars } from '../RatingStars';
import { ReviewScore } from '../ReviewScore';
import { Article, Aside, Body, FavouriteSlot, Location, Media, Name } from './HotelCard.styles';

export type HotelCardLayout = 'list' | 'grid';

export interface HotelCardProps {
  layout?: HotelCardLayout;
  name: string;
  location: string;
  imageUrl?: string;
  /** Star classification, 1–5. */
  stars: number;
  reviewScore?: number;
  reviewLabel?: string;
  pricePerNight: number;
  originalPrice?: number;
  currency?: string;
  /** Short promotional label over the details ("Free cancellation"). */
  badge?: string;
  favorite?: boolean;
  onToggleFavorite?: () => void;
  onSelect?: () => void;
  ctaLabel?: string;
}

/** One property in the search results: photo, facts, price and the call to action. */
export const HotelCard = forwardRef<HTMLElement, HotelCardProps>(function HotelCard(
  {
    layout = 'list',
    name,
    location,
    imageUrl,
    stars,
    reviewScore,
    reviewLabel,
    pricePerNight,
    originalPrice,
    currency = 'EUR',
    badge,
    favorite = false,
    onToggleFavorite,
    onSelect,
    ctaLabel = 'View deal',
  },
  ref,
) {
  return (
    <Article ref={ref} $layout={layout}>
      <Media>
        {imageUrl && <img src={imageUrl} alt="" loading="lazy" />}
        <FavouriteSlot>
          <IconButton
            icon="heart"
            variant="solid"
            size="sm"
            label={favorite ? 'Remove from saved' : 'Save'}
            pressed={favorite}
            onClick={onToggleFavorite}
          />
        </FavouriteSlot>
      </Media>
      <Body>
        {badge && (
          <Badge tone="success" size="sm">
            {badge}
          </Badge>
        )}
        <Name>{name}</Name>
        <RatingStars rating={stars} size="sm" />
        <Location>
          <Icon name="map-pin" size={14} />
          {location}
        </Location>
        {reviewScore !== undefined && <ReviewScore score={reviewScore} label={reviewLabel} size="sm" />}
      </Body>
      <Aside>
        <Price amount={pricePerNight} originalAmount={originalPrice} currency={currency} period="night" />
        <Button variant="primary" icon="chevron-right" iconPosition="end" onClick={onSelect}>
          {ctaLabel}
        </Button>
      </Aside>
    </Article>
  );
});
