import styled from 'styled-components';
import { Card } from '../Card';

export const FactsCard = styled(Card)`
  min-width: 240px;
`;

export const FactsTable = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  row-gap: ${({ theme }) => theme.space.sm};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-variant-numeric: tabular-nums;
    text-align: right;
  }
`;
