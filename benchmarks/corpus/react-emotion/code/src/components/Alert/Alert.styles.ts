import styled from '@emotion/styled';
import type { AlertTone } from './Alert';

export const AlertRoot = styled.div<{ $tone: AlertTone }>(({ theme, $tone }) => ({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  gap: theme.space[3],
  alignItems: 'start',
  padding: theme.space[4],
  borderRadius: theme.radii.md,
  border: `1px solid ${theme.colors[$tone].border}`,
  background: theme.colors[$tone].bg,
  color: theme.colors[$tone].fg,
}));

export const AlertTitle = styled.p`
  margin: 0 0 2px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const AlertBody = styled.div`
  color: ${({ theme }) => theme.colors.text.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Dismiss = styled.button`
  border: 0;
  padding: 2px;
  background: transparent;
  color: inherit;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radii.sm};

  &:hover {
    background: rgba(0, 0, 0, 0.06);
  }
`;
