import styled, { css } from 'styled-components';

export type CardPadding = 'none' | 'sm' | 'md' | 'lg';

const paddings = {
  none: '0',
  sm: '12px',
  md: '16px',
  lg: '24px',
};

export const CardRoot = styled.article<{ $padding: CardPadding; $elevated: boolean }>`
  display: flex;
  flex-direction: column;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  --card-padding: ${({ $padding }) => paddings[$padding]};

  ${({ $elevated }) =>
    $elevated &&
    css`
      border-color: transparent;
      box-shadow: ${({ theme }) => theme.shadows.card};
    `}
`;

export const HeaderRoot = styled.header`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: var(--card-padding);
  padding-bottom: 0;
`;

export const HeaderTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const HeaderSubtitle = styled.p`
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const BodyRoot = styled.div`
  padding: var(--card-padding);
`;

export const FooterRoot = styled.footer`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: var(--card-padding);
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
