import { forwardRef } from 'react';
import { SwitchRoot, Track } from './Switch.styles';

export interface SwitchProps {
  label: string;
  checked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
}

export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch(
  { label, checked = false, onCheckedChange, disabled = false },
  ref,
) {
  return (
    <SwitchRoot>
      <Track
        ref={ref}
        type="button"
        role="switch"
        aria-checked={checked}
        disabled={disabled}
        onClick={() => onCheckedChange?.(!checked)}
      />
      {label}
    </SwitchRoot>
  );
});
