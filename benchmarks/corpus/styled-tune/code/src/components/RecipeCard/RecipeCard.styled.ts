import styled, { css } from 'styled-components';
import { Card } from '../Card';

export type RecipeCardLayout = 'vertical' | 'horizontal';

export const CardShell = styled(Card)<{ $layout: RecipeCardLayout }>`
  position: relative;
  transition: box-shadow ${({ theme }) => theme.transitions.base};

  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }

  ${({ $layout }) =>
    $layout === 'horizontal' &&
    css`
      flex-direction: row;
      align-items: stretch;
    `}
`;

export const Media = styled.div<{ $layout: RecipeCardLayout }>`
  flex-shrink: 0;
  background: ${({ theme }) => theme.colors.surfaceSunken};
  aspect-ratio: ${({ $layout }) => ($layout === 'horizontal' ? '1 / 1' : '4 / 3')};
  width: ${({ $layout }) => ($layout === 'horizontal' ? '120px' : '100%')};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
`;

export const Title = styled.a`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

export const Meta = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const TimeLabel = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
`;

export const SaveSlot = styled.div<{ $saved: boolean }>`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  z-index: 1;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.9);
  color: ${({ $saved, theme }) => ($saved ? theme.colors.danger : 'inherit')};

  svg {
    fill: ${({ $saved }) => ($saved ? 'currentColor' : 'none')};
  }
`;

export const TagRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;
