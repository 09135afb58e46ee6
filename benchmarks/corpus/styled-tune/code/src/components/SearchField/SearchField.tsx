import { forwardRef, type InputHTMLAttributes } from 'react';
import { Icon } from '../Icon';
import { ClearButton, SearchInput, SearchRoot } from './SearchField.styled';

export interface SearchFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'type' | 'onChange'> {
  value?: string;
  onChange?: (value: string) => void;
  /** Shows a clear button while there is a value. */
  onClear?: () => void;
  size?: 'md' | 'lg';
}

export const SearchField = forwardRef<HTMLInputElement, SearchFieldProps>(function SearchField(
  { value, onChange, onClear, size = 'md', placeholder = 'Search', ...rest },
  ref,
) {
  return (
    <SearchRoot $size={size} role="search">
      <Icon name="search" size={18} />
      <SearchInput
        ref={ref}
        type="search"
        value={value}
        placeholder={placeholder}
        aria-label={placeholder}
        onChange={(event) => onChange?.(event.target.value)}
        {...rest}
      />
      {onClear && value && (
        <ClearButton type="button" aria-label="Clear search" onClick={onClear}>
          <Icon name="close" size={16} />
        </ClearButton>
      )}
    </SearchRoot>
  );
});
