import { forwardRef, useContext, type InputHTMLAttributes } from 'react';
import { RadioGroupContext } from './RadioGroup';
import { Description, Dot, RadioLabel, Texts } from './Radio.styles';

export interface RadioProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  description?: string;
  value: string;
  checked?: boolean;
  disabled?: boolean;
}

/** One option of a RadioGroup, drawn as a selectable tile. */
export const Radio = forwardRef<HTMLInputElement, RadioProps>(function Radio(
  { label, description, value, checked, disabled = false, onChange, ...rest },
  ref,
) {
  const group = useContext(RadioGroupContext);
  const isChecked = group ? group.value === value : checked;
  return (
    <RadioLabel>
      <Dot
        ref={ref}
        type="radio"
        name={group?.name}
        value={value}
        checked={isChecked}
        disabled={disabled}
        onChange={(event) => {
          group?.onChange?.(value);
          onChange?.(event);
        }}
        {...rest}
      />
      <Texts>
        {label}
        {description && <Description>{description}</Description>}
      </Texts>
    </RadioLabel>
  );
});
