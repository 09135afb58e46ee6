import styled from 'styled-components';

export interface DividerProps {
  orientation?: 'horizontal' | 'vertical';
  spacing?: 'none' | 'sm' | 'md';
}

const gaps = { none: '0', sm: '8px', md: '16px' };

const Rule = styled.hr<{ $orientation: 'horizontal' | 'vertical'; $spacing: 'none' | 'sm' | 'md' }>`
  flex-shrink: 0;
  border: 0;
  background: ${({ theme }) => theme.colors.border};
  ${({ $orientation, $spacing }) =>
    $orientation === 'horizontal'
      ? `height: 1px; width: 100%; margin: ${gaps[$spacing]} 0;`
      : `width: 1px; align-self: stretch; margin: 0 ${gaps[$spacing]};`}
`;

export function Divider({ orientation = 'horizontal', spacing = 'md' }: DividerProps) {
  return <Rule aria-orientation={orientation} $orientation={orientation} $spacing={spacing} />;
}
