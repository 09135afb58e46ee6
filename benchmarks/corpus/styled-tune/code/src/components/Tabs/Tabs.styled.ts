import styled, { css } from 'styled-components';
import { focusRing } from '../../theme/focus';

export const TabsRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

export const TabStrip = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xl};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const TabButton = styled.button<{ $active: boolean }>`
  position: relative;
  padding: ${({ theme }) => `${theme.space.md} 0`};
  border: 0;
  background: transparent;
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  ${focusRing}

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }

  ${({ $active }) =>
    $active &&
    css`
      color: ${({ theme }) => theme.colors.brand};
      &::after {
        content: '';
        position: absolute;
        left: 0;
        right: 0;
        bottom: -1px;
        height: 2px;
        background: ${({ theme }) => theme.colors.brand};
      }
    `}

  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;

export const Panel = styled.div`
  outline: none;
`;
