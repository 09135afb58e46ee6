import { forwardRef } from 'react';
import { Badge } from '../Badge';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { RecipeRating } from '../RecipeRating';
import {
  CardShell,
  Content,
  Media,
  Meta,
  SaveSlot,
  TagRow,
  TimeLabel,
  Title,
  type RecipeCardLayout,
} from './RecipeCard.styled';

export interface RecipeCardProps {
  title: string;
  href?: string;
  imageUrl?: string;
  /** Total time, drawn as "25 min". */
  cookTimeMinutes: number;
  /** Average stars; the rating row is left out when undefined. */
  rating?: number;
  ratingCount?: number;
  /** Diet labels drawn as small badges under the title. */
  tags?: string[];
  saved?: boolean;
  onToggleSave?: () => void;
  layout?: RecipeCardLayout;
}

export const RecipeCard = forwardRef<HTMLElement, RecipeCardProps>(function RecipeCard(
  {
    title,
    href = '#',
    imageUrl,
    cookTimeMinutes,
    rating,
    ratingCount,
    tags = [],
    saved = false,
    onToggleSave,
    layout = 'vertical',
  },
  ref,
) {
  return (
    <CardShell ref={ref} padding="none" $layout={layout}>
      <Media $layout={layout}>{imageUrl && <img src={imageUrl} alt="" loading="lazy" />}</Media>
      <Content>
        <Title href={href}>{title}</Title>
        {rating !== undefined && <RecipeRating value={rating} count={ratingCount} size="sm" />}
        <Meta>
          <TimeLabel>
            <Icon name="clock" size={14} />
            {cookTimeMinutes} min
          </TimeLabel>
        </Meta>
        {tags.length > 0 && (
          <TagRow>
            {tags.map((tag) => (
              <Badge key={tag} tone="success">
                {tag}
              </Badge>
            ))}
          </TagRow>
        )}
      </Content>
      <SaveSlot $saved={saved}>
        <IconButton
          icon="heart"
          label={saved ? 'Remove from saved' : 'Save recipe'}
          variant="ghost"
          size="sm"
          aria-pressed={saved}
          onClick={onToggleSave}
        />
      </SaveSlot>
    </CardShell>
  );
});
