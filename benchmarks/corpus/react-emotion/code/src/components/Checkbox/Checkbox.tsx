import { forwardRef, useEffect, useImperativeHandle, useRef, type InputHTMLAttributes } from 'react';
import { Icon } from '../Icon';
import { Box, HiddenInput, Root } from './Checkbox.styles';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  checked?: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
}

export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, checked, indeterminate = false, disabled = false, ...rest },
  ref,
) {
  const inner = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inner.current as HTMLInputElement);
  useEffect(() => {
    if (inner.current) inner.current.indeterminate = indeterminate;
  }, [indeterminate]);

  return (
    <Root>
      <HiddenInput ref={inner} type="checkbox" checked={checked} disabled={disabled} {...rest} />
      <Box>
        <Icon name="check" size={14} />
      </Box>
      {label}
    </Root>
  );
});
