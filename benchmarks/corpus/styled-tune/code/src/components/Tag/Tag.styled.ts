import styled, { css } from 'styled-components';
import { focusRing } from '../../theme/focus';

export const TagRoot = styled.span<{ $selected: boolean; $interactive: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  height: 32px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ${({ $interactive }) =>
    $interactive &&
    css`
      cursor: pointer;
      &:hover {
        border-color: ${({ theme }) => theme.colors.borderStrong};
      }
    `}

  ${({ $selected }) =>
    $selected &&
    css`
      background: ${({ theme }) => theme.colors.brand};
      border-color: ${({ theme }) => theme.colors.brand};
      color: ${({ theme }) => theme.colors.textInverse};
    `}
  ${focusRing}
`;

export const RemoveButton = styled.button`
  display: inline-grid;
  place-items: center;
  margin-right: -4px;
  padding: 2px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:hover {
    background: rgba(0, 0, 0, 0.08);
  }
`;
