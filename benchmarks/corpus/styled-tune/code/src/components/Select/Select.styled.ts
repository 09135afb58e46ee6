import styled, { css } from 'styled-components';
import { focusRing } from '../../theme/focus';

export const SelectRoot = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 180px;
`;

export const SelectLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const Trigger = styled.button<{ $open: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  ${focusRing}

  ${({ $open }) =>
    $open &&
    css`
      border-color: ${({ theme }) => theme.colors.brand};
    `}

  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export const Placeholder = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Listbox = styled.ul`
  position: absolute;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  list-style: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

export const OptionItem = styled.li<{ $active: boolean }>`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  background: ${({ $active, theme }) => ($active ? theme.colors.brandSubtle : 'transparent')};

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;
