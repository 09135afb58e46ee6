import styled from '@emotion/styled';

export const Svg = styled.svg<{ $size: number; $color?: string }>`
  display: inline-block;
  flex-shrink: 0;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  color: ${({ $color }) => $color ?? 'currentColor'};
  vertical-align: middle;
`;
