import styled from '@emotion/styled';
import type { HotelCardLayout } from './HotelCard';

export const Article = styled.article<{ $layout: HotelCardLayout }>(({ theme, $layout }) => ({
  display: 'grid',
  gridTemplateColumns: $layout === 'list' ? '280px 1fr auto' : '1fr',
  gap: theme.space[4],
  padding: theme.space[3],
  borderRadius: theme.radii.lg,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  transition: `box-shadow ${theme.transitions.base}`,
  '&:hover': { boxShadow: theme.shadows.md },
  '&:focus-within': { boxShadow: theme.shadows.focus },
}));

export const Media = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.neutral[100]};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const FavouriteSlot = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  right: ${({ theme }) => theme.space[2]};
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

export const Name = styled.h3`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

export const Location = styled.p`
  margin: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Aside = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;
