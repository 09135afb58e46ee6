import { Box, Caption, Photo } from './LegacyRecipeCard.styled';

export interface LegacyRecipeCardProps {
  name: string;
  image: string;
  /** Free text, e.g. "25 mins". */
  time?: string;
  stars?: number;
}

/**
 * @deprecated Use RecipeCard. Kept for the old "Collections" pages until they move to the new grid.
 */
export function LegacyRecipeCard({ name, image, time, stars }: LegacyRecipeCardProps) {
  return (
    <Box>
      <Photo src={image} alt={name} />
      <Caption>
        <h4>{name}</h4>
        <small>
          {time}
          {stars !== undefined && ` · ${'★'.repeat(stars)}`}
        </small>
      </Caption>
    </Box>
  );
}
