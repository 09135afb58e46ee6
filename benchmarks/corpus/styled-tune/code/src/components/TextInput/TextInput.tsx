import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { Icon, type IconName } from '../Icon';
import { Field, FieldLabel, HelperText, Input, InputShell, type FieldSize } from './TextInput.styled';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label?: string;
  helperText?: string;
  /** Red border; helperText then reads as the error message. */
  invalid?: boolean;
  leadingIcon?: IconName;
  size?: FieldSize;
}

export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { label, helperText, invalid = false, leadingIcon, size = 'md', disabled = false, id, ...rest },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const helperId = helperText ? `${inputId}-helper` : undefined;
  return (
    <Field htmlFor={inputId}>
      {label && <FieldLabel>{label}</FieldLabel>}
      <InputShell $invalid={invalid} $disabled={disabled} $size={size}>
        {leadingIcon && <Icon name={leadingIcon} size={18} />}
        <Input
          ref={ref}
          id={inputId}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={helperId}
          {...rest}
        />
      </InputShell>
      {helperText && (
        <HelperText id={helperId} $invalid={invalid}>
          {helperText}
        </HelperText>
      )}
    </Field>
  );
});
