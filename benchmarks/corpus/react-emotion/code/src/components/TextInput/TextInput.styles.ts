import styled from '@emotion/styled';
import { css } from '@emotion/react';

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

export const FieldLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text.primary};
`;

export const Control = styled.div<{ $invalid: boolean; $disabled: boolean; $size: 'md' | 'lg' }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  height: ${({ $size }) => ($size === 'lg' ? '52px' : '44px')};
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.neutral[300]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text.secondary};
  transition: border-color ${({ theme }) => theme.transitions.fast};

  &:hover {
    border-color: ${({ theme }) => theme.colors.neutral[500]};
  }

  &:focus-within {
    border-color: ${({ theme }) => theme.colors.brand[500]};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }

  ${({ $invalid, theme }) =>
    $invalid &&
    css`
      border-color: ${theme.colors.danger.fg};
      &:hover,
      &:focus-within {
        border-color: ${theme.colors.danger.fg};
      }
    `}

  ${({ $disabled, theme }) =>
    $disabled &&
    css`
      background: ${theme.colors.neutral[50]};
      opacity: 0.6;
      pointer-events: none;
    `}
`;

export const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 100%;
  border: 0;
  outline: none;
  background: transparent;
  color: ${({ theme }) => theme.colors.text.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};

  &::placeholder {
    color: ${({ theme }) => theme.colors.neutral[500]};
  }
`;

export const Helper = styled.p<{ $invalid: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger.fg : theme.colors.text.secondary)};
`;
