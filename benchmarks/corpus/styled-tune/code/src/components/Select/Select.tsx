import { forwardRef, useState } from 'react';
import { Icon } from '../Icon';
import {
  Listbox,
  OptionItem,
  Placeholder,
  SelectLabel,
  SelectRoot,
  Trigger,
} from './Select.styled';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps {
  options: SelectOption[];
  value?: string;
  onChange?: (value: string) => void;
  label?: string;
  placeholder?: string;
  disabled?: boolean;
  className?: string;
}

/** Custom listbox dropdown. For long plain lists prefer NativeSelect. */
export const Select = forwardRef<HTMLButtonElement, SelectProps>(function Select(
  { options, value, onChange, label, placeholder = 'Select…', disabled = false, className },
  ref,
) {
  const [open, setOpen] = useState(false);
  const selected = options.find((option) => option.value === value);
  return (
    <SelectRoot className={className}>
      {label && <SelectLabel>{label}</SelectLabel>}
      <Trigger
        ref={ref}
        type="button"
        $open={open}
        disabled={disabled}
        aria-haspopup="listbox"
        aria-expanded={open}
        onClick={() => setOpen((current) => !current)}
      >
        {selected ? selected.label : <Placeholder>{placeholder}</Placeholder>}
        <Icon name="chevron-down" size={18} />
      </Trigger>
      {open && (
        <Listbox role="listbox">
          {options.map((option) => (
            <OptionItem
              key={option.value}
              role="option"
              aria-selected={option.value === value}
              $active={option.value === value}
              onClick={() => {
                onChange?.(option.value);
                setOpen(false);
              }}
            >
              {option.label}
            </OptionItem>
          ))}
        </Listbox>
      )}
    </SelectRoot>
  );
});
