import styled from '@emotion/styled';

export const Group = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  border: 1px solid ${({ theme }) => theme.colors.neutral[300]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;

  &:focus-within {
    border-color: ${({ theme }) => theme.colors.brand[500]};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

export const Half = styled.button`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 0;
  background: transparent;
  font: inherit;
  text-align: left;
  cursor: pointer;

  & + & {
    border-left: 1px solid ${({ theme }) => theme.colors.border};
  }

  &:hover {
    background: ${({ theme }) => theme.colors.neutral[50]};
  }
`;

export const HalfLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.text.secondary};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export const HalfValue = styled.span<{ $empty: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme, $empty }) => ($empty ? theme.colors.neutral[500] : theme.colors.text.primary)};
`;
