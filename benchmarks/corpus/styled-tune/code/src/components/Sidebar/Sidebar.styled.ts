import styled, { css } from 'styled-components';
import { focusRing } from '../../theme/focus';

export const Nav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  width: 232px;
  padding: ${({ theme }) => theme.space.lg};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

export const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const ItemList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const ItemLink = styled.a<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: none;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  ${focusRing}

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }

  ${({ $active }) =>
    $active &&
    css`
      background: ${({ theme }) => theme.colors.brandSubtle};
      color: ${({ theme }) => theme.colors.brand};
      &:hover {
        background: ${({ theme }) => theme.colors.brandSubtle};
        color: ${({ theme }) => theme.colors.brand};
      }
    `}
`;

export const ItemLabel = styled.span`
  flex: 1;
`;
