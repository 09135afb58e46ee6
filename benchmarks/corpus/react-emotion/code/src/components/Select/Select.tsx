import { useId, useState } from 'react';
import { Icon } from '../Icon';
import { Listbox, OptionItem, Placeholder, SelectLabel, Trigger, Wrapper } from './Select.styles';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps {
  label: string;
  options: SelectOption[];
  value?: string;
  onChange?: (value: string) => void;
  /** Shown while nothing is selected. */
  placeholder?: string;
  disabled?: boolean;
}

/** A styled dropdown (custom listbox). For long plain lists on mobile use NativeSelect. */
export function Select({ label, options, value, onChange, placeholder = 'Select…', disabled = false }: SelectProps) {
  const [open, setOpen] = useState(false);
  const labelId = useId();
  const selected = options.find((option) => option.value === value);

  return (
    <Wrapper>
      <SelectLabel id={labelId}>{label}</SelectLabel>
      <Trigger
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-labelledby={labelId}
        disabled={disabled}
        onClick={() => setOpen((current) => !current)}
      >
        {selected ? selected.label : <Placeholder>{placeholder}</Placeholder>}
        <Icon name="chevron-right" size={16} style={{ transform: 'rotate(90deg)' }} />
      </Trigger>
      {open && (
        <Listbox role="listbox" aria-labelledby={labelId}>
          {options.map((option) => (
            <OptionItem
              key={option.value}
              role="option"
              aria-selected={option.value === value}
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
    </Wrapper>
  );
}
