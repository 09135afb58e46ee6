import styled from '@emotion/styled';

export const Steps = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StepItem = styled.li`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};

  &::after {
    content: '';
    flex: 1;
    height: 2px;
    background: ${({ theme }) => theme.colors.border};
  }

  &:last-of-type::after {
    display: none;
  }

  &[data-state='done']::after {
    background: ${({ theme }) => theme.colors.brand[500]};
  }

  &[aria-current='step'] {
    color: ${({ theme }) => theme.colors.text.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export const Bullet = styled.span`
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  border: 2px solid currentColor;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  [data-state='done'] > & {
    border-color: ${({ theme }) => theme.colors.brand[500]};
    background: ${({ theme }) => theme.colors.brand[500]};
    color: ${({ theme }) => theme.colors.text.inverse};
  }

  [aria-current='step'] > & {
    border-color: ${({ theme }) => theme.colors.brand[500]};
    color: ${({ theme }) => theme.colors.brand[700]};
  }
`;
