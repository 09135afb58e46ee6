import styled from '@emotion/styled';

/** Two-column grid of AmenityItem. */
export const AmenityList = styled.ul<{ $columns?: 1 | 2 | 3 }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns = 2 }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme }) => `${theme.space[3]} ${theme.space[6]}`};
  margin: 0;
  padding: 0;
  list-style: none;
`;
