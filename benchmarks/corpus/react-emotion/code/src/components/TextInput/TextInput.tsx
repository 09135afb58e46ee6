import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { Icon, type IconName } from '../Icon';
import { Control, Field, FieldLabel, Helper, Input } from './TextInput.styles';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: string;
  /** Hint under the field; shown in red when `invalid`. */
  helperText?: string;
  invalid?: boolean;
  disabled?: boolean;
  leadingIcon?: IconName;
  size?: 'md' | 'lg';
}

export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { label, helperText, invalid = false, disabled = false, leadingIcon, size = 'md', id, placeholder, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const helperId = helperText ? `${inputId}-helper` : undefined;
  return (
    <Field>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <Control $invalid={invalid} $disabled={disabled} $size={size}>
        {leadingIcon && <Icon name={leadingIcon} size={18} />}
        <Input
          ref={ref}
          id={inputId}
          placeholder={placeholder}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={helperId}
          {...rest}
        />
      </Control>
      {helperText && (
        <Helper id={helperId} $invalid={invalid}>
          {helperText}
        </Helper>
      )}
    </Field>
  );
});
