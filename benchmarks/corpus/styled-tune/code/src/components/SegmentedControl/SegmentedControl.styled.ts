import styled, { css } from 'styled-components';
import { focusRing } from '../../theme/focus';

export const Track = styled.div<{ $size: 'sm' | 'md' }>`
  display: inline-flex;
  padding: 3px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  height: ${({ $size }) => ($size === 'sm' ? 32 : 40)}px;
`;

export const Segment = styled.button<{ $selected: boolean }>`
  min-width: 72px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  ${focusRing}

  ${({ $selected }) =>
    $selected &&
    css`
      background: ${({ theme }) => theme.colors.surface};
      color: ${({ theme }) => theme.colors.text};
      box-shadow: ${({ theme }) => theme.shadows.card};
    `}
`;
