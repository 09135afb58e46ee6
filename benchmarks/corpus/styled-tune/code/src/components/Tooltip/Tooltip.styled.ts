import styled from 'styled-components';

export const Anchor = styled.span`
  position: relative;
  display: inline-flex;
`;

export const Bubble = styled.span<{ $placement: 'top' | 'bottom' }>`
  position: absolute;
  left: 50%;
  ${({ $placement }) => ($placement === 'top' ? 'bottom: calc(100% + 6px);' : 'top: calc(100% + 6px);')}
  transform: translateX(-50%);
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: nowrap;
  pointer-events: none;
`;
