import styled, { css } from 'styled-components';
import { focusRing } from '../../theme/focus';

export type IconButtonVariant = 'ghost' | 'solid' | 'outline';
export type IconButtonSize = 'sm' | 'md' | 'lg';

const dimensions: Record<IconButtonSize, number> = { sm: 28, md: 36, lg: 44 };

const variants = {
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceSunken};
      color: ${({ theme }) => theme.colors.text};
    }
  `,
  solid: css`
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.textInverse};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.brandHover};
    }
  `,
  outline: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
    &:hover:not(:disabled) {
      border-color: ${({ theme }) => theme.colors.borderStrong};
    }
  `,
};

export const StyledIconButton = styled.button<{ $variant: IconButtonVariant; $size: IconButtonSize }>`
  display: inline-grid;
  place-items: center;
  width: ${({ $size }) => dimensions[$size]}px;
  height: ${({ $size }) => dimensions[$size]}px;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  cursor: pointer;
  transition: background ${({ theme }) => theme.transitions.fast};
  ${({ $variant }) => variants[$variant]}
  ${focusRing}

  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;
