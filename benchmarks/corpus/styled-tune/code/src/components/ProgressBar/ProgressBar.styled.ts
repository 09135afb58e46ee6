import styled from 'styled-components';

export type ProgressTone = 'brand' | 'warning' | 'danger';

export const ProgressRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 200px;
`;

export const LabelRow = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Track = styled.div`
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  overflow: hidden;
`;

export const Fill = styled.div<{ $percent: number; $tone: ProgressTone }>`
  width: ${({ $percent }) => $percent}%;
  height: 100%;
  border-radius: inherit;
  background: ${({ $tone, theme }) =>
    $tone === 'danger' ? theme.colors.danger : $tone === 'warning' ? theme.colors.warning : theme.colors.brand};
  transition: width ${({ theme }) => theme.transitions.base};
`;
