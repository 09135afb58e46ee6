import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import { ChipButton, Count } from './FilterChip.styles';

export interface FilterChipProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** Whether the filter is applied. */
  selected?: boolean;
  /** Number of results the filter would leave, shown after the label. */
  count?: number;
  icon?: IconName;
  children: ReactNode;
}

/** A toggle button in the search-results filter bar. */
export const FilterChip = forwardRef<HTMLButtonElement, FilterChipProps>(function FilterChip(
  { selected = false, count, icon, children, type = 'button', ...rest },
  ref,
) {
  return (
    <ChipButton ref={ref} type={type} aria-pressed={selected} {...rest}>
      {icon && <Icon name={icon} size={16} />}
      {children}
      {count !== undefined && <Count>{count.toLocaleString()}</Count>}
    </ChipButton>
  );
});
