import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { Icon } from '../Icon';
import { Box, CheckboxLabel, HiddenInput } from './Checkbox.styled';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label?: ReactNode;
  checked?: boolean;
  indeterminate?: boolean;
}

export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, checked = false, indeterminate = false, disabled = false, ...rest },
  ref,
) {
  const on = checked || indeterminate;
  return (
    <CheckboxLabel $disabled={disabled}>
      <HiddenInput
        ref={ref}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-checked={indeterminate ? 'mixed' : checked}
        {...rest}
      />
      <Box $checked={on} aria-hidden>
        {checked && <Icon name="check" size={14} />}
        {!checked && indeterminate && <Icon name="minus" size={14} />}
      </Box>
      {label}
    </CheckboxLabel>
  );
});
