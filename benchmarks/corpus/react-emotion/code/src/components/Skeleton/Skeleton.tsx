import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';

export interface SkeletonProps {
  width?: number | string;
  height?: number | string;
  shape?: 'text' | 'rect' | 'circle';
}

const shimmer = keyframes`
  from { background-position: -200px 0; }
  to { background-position: calc(200px + 100%) 0; }
`;

const Block = styled.span<{ $shape: NonNullable<SkeletonProps['shape']> }>`
  display: block;
  border-radius: ${({ theme, $shape }) => ($shape === 'circle' ? '50%' : $shape === 'text' ? theme.radii.sm : theme.radii.md)};
  background: ${({ theme }) =>
    `linear-gradient(90deg, ${theme.colors.neutral[100]} 0, ${theme.colors.neutral[50]} 100px, ${theme.colors.neutral[100]} 200px)`};
  background-size: 200px 100%;
  background-repeat: no-repeat;
  animation: ${shimmer} 1.2s ease-in-out infinite;
`;

/** Loading placeholder shown while search results stream in. */
export function Skeleton({ width = '100%', height = 16, shape = 'text' }: SkeletonProps) {
  return <Block aria-hidden $shape={shape} style={{ width, height }} />;
}
