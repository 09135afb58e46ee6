import styled from '@emotion/styled';

export interface DividerProps {
  orientation?: 'horizontal' | 'vertical';
  /** Space on both sides of the line, in theme spacing steps. */
  spacing?: 0 | 2 | 4 | 6;
}

const Line = styled.hr<{ $orientation: 'horizontal' | 'vertical'; $spacing: 0 | 2 | 4 | 6 }>(
  ({ theme, $orientation, $spacing }) => ({
    flexShrink: 0,
    border: 0,
    background: theme.colors.border,
    ...($orientation === 'horizontal'
      ? { height: 1, width: '100%', margin: `${theme.space[$spacing]} 0` }
      : { width: 1, alignSelf: 'stretch', margin: `0 ${theme.space[$spacing]}` }),
  }),
);

export function Divider({ orientation = 'horizontal', spacing = 4 }: DividerProps) {
  return <Line role="separator" aria-orientation={orientation} $orientation={orientation} $spacing={spacing} />;
}
