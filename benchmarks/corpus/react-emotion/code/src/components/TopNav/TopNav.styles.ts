import styled from '@emotion/styled';
import type { TopNavTone } from './TopNav';

export const Bar = styled.header<{ $tone: TopNavTone }>(({ theme, $tone }) => ({
  position: 'sticky',
  top: 0,
  zIndex: theme.zIndices.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[6],
  height: 72,
  padding: `0 ${theme.space[8]}`,
  background: $tone === 'transparent' ? 'transparent' : theme.colors.surface,
  borderBottom: $tone === 'transparent' ? '1px solid transparent' : `1px solid ${theme.colors.border}`,
}));

export const Links = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  margin-right: auto;
`;

export const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;
