import styled from 'styled-components';

export const Row = styled.li<{ $checked: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  list-style: none;
  color: ${({ $checked, theme }) => ($checked ? theme.colors.textMuted : theme.colors.text)};
  text-decoration: ${({ $checked }) => ($checked ? 'line-through' : 'none')};
`;

export const Amount = styled.span`
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;
