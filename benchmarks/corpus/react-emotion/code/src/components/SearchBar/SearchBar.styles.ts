import styled from '@emotion/styled';
import type { SearchBarLayout } from './SearchBar';

export const Form = styled.form<{ $layout: SearchBarLayout }>(({ theme, $layout }) => ({
  display: 'grid',
  gap: theme.space[3],
  alignItems: 'end',
  gridTemplateColumns: $layout === 'inline' ? '2fr 2fr 1fr auto' : '1fr',
  padding: theme.space[4],
  borderRadius: theme.radii.xl,
  background: theme.colors.surface,
  boxShadow: theme.shadows.lg,
}));
