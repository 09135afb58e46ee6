import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { Icon } from '../Icon';
import { SelectBox, StyledSelect, Wrapper } from './NativeSelect.styled';

export interface NativeSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> {
  /** Inline label drawn before the control ("Sort by"). */
  label?: string;
  size?: 'sm' | 'md';
  /** `<option>` elements. */
  children: ReactNode;
}

/** The browser's own <select>, styled. Use Select for the custom listbox. */
export const NativeSelect = forwardRef<HTMLSelectElement, NativeSelectProps>(function NativeSelect(
  { label, size = 'md', disabled = false, children, ...rest },
  ref,
) {
  return (
    <Wrapper>
      {label}
      <SelectBox>
        <StyledSelect ref={ref} $size={size} disabled={disabled} {...rest}>
          {children}
        </StyledSelect>
        <Icon name="chevron-down" size={16} />
      </SelectBox>
    </Wrapper>
  );
});
