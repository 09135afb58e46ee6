import styled, { css } from 'styled-components';

export type ToastKind = 'info' | 'success' | 'error';

export const ToastRoot = styled.div<{ $kind: ToastKind }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-width: 280px;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.textInverse};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  ${({ $kind }) =>
    $kind === 'error' &&
    css`
      background: ${({ theme }) => theme.colors.danger};
    `}
  ${({ $kind }) =>
    $kind === 'success' &&
    css`
      background: ${({ theme }) => theme.colors.brand};
    `}
`;

export const ToastAction = styled.button`
  margin-left: auto;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  cursor: pointer;
`;
