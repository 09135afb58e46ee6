import styled, { css } from 'styled-components';

export type MealType = 'breakfast' | 'lunch' | 'dinner' | 'snack';

const accents: Record<MealType, string> = {
  breakfast: '#f2b01e',
  lunch: '#2f7d4f',
  dinner: '#8a4fb8',
  snack: '#e8833a',
};

export const SlotRoot = styled.div<{ $meal: MealType; $empty: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 64px;
  padding: ${({ theme }) => theme.space.sm};
  border-left: 3px solid ${({ $meal }) => accents[$meal]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  ${({ $empty }) =>
    $empty &&
    css`
      border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
      background: transparent;
      color: ${({ theme }) => theme.colors.textMuted};
      cursor: pointer;
      &:hover {
        background: ${({ theme }) => theme.colors.surface};
      }
    `}
`;

export const Thumb = styled.img`
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.sm};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceSunken};
`;

export const SlotText = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
`;

export const MealLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-transform: uppercase;
  letter-spacing: 0.05em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const RecipeTitle = styled.span`
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-overflow: ellipsis;
  white-space: nowrap;
`;
