import styled from 'styled-components';

export const SwitchLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
`;

export const Track = styled.button<{ $checked: boolean }>`
  position: relative;
  width: 40px;
  height: 24px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $checked, theme }) => ($checked ? theme.colors.brand : theme.colors.borderStrong)};
  cursor: pointer;
  transition: background ${({ theme }) => theme.transitions.base};

  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;

export const Thumb = styled.span<{ $checked: boolean }>`
  position: absolute;
  top: 3px;
  left: ${({ $checked }) => ($checked ? '19px' : '3px')};
  width: 18px;
  height: 18px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 1px 2px rgba(0, 0, 0, 0.2);
  transition: left ${({ theme }) => theme.transitions.base};
`;
