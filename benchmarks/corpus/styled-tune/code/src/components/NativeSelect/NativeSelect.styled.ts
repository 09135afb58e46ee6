import styled from 'styled-components';
import { focusRing } from '../../theme/focus';

export const Wrapper = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const SelectBox = styled.div`
  position: relative;
  display: inline-flex;
  align-items: center;

  svg {
    position: absolute;
    right: 8px;
    pointer-events: none;
  }
`;

export const StyledSelect = styled.select<{ $size: 'sm' | 'md' }>`
  appearance: none;
  height: ${({ $size }) => ($size === 'sm' ? 32 : 40)}px;
  padding: 0 32px 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  ${focusRing}

  &:disabled {
    opacity: 0.5;
  }
`;
