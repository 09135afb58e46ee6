import styled from 'styled-components';

export const StepRoot = styled.li`
  display: grid;
  grid-template-columns: 32px 1fr;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} 0`};
  list-style: none;
`;

export const StepNumber = styled.span<{ $completed: boolean }>`
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  background: ${({ $completed, theme }) => ($completed ? theme.colors.brand : theme.colors.brandSubtle)};
  color: ${({ $completed, theme }) => ($completed ? theme.colors.textInverse : theme.colors.brand)};
`;

export const StepText = styled.p<{ $completed: boolean }>`
  margin: 4px 0 0;
  line-height: 1.55;
  color: ${({ $completed, theme }) => ($completed ? theme.colors.textMuted : theme.colors.text)};
`;
