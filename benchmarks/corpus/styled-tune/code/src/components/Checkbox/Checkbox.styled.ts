import styled from 'styled-components';
import { visuallyHidden } from '../../theme/focus';

export const CheckboxLabel = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.5 : 1)};
`;

export const HiddenInput = styled.input`
  ${visuallyHidden}
`;

export const Box = styled.span<{ $checked: boolean }>`
  display: inline-grid;
  place-items: center;
  width: 20px;
  height: 20px;
  border: 1.5px solid
    ${({ $checked, theme }) => ($checked ? theme.colors.brand : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ $checked, theme }) => ($checked ? theme.colors.brand : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.textInverse};

  ${HiddenInput}:focus-visible + & {
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.focusRing};
  }
`;
