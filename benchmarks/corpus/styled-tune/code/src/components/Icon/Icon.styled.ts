import styled from 'styled-components';

export const Svg = styled.svg<{ $size: number }>`
  display: inline-block;
  flex-shrink: 0;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  vertical-align: middle;
`;
