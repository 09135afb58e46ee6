import { forwardRef } from 'react';
import { SwitchLabel, Thumb, Track } from './Switch.styled';

export interface SwitchProps {
  checked?: boolean;
  onChange?: (checked: boolean) => void;
  label?: string;
  disabled?: boolean;
  className?: string;
}

export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch(
  { checked = false, onChange, label, disabled = false, className },
  ref,
) {
  return (
    <SwitchLabel className={className}>
      <Track
        ref={ref}
        type="button"
        role="switch"
        aria-checked={checked}
        disabled={disabled}
        $checked={checked}
        onClick={() => onChange?.(!checked)}
      >
        <Thumb $checked={checked} />
      </Track>
      {label}
    </SwitchLabel>
  );
});
