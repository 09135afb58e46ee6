import { forwardRef } from 'react';
import { Segment, Track } from './SegmentedControl.styled';

export interface SegmentedControlProps {
  /** The segments' labels, which are also their values. */
  options: string[];
  value: string;
  onChange?: (value: string) => void;
  size?: 'sm' | 'md';
  'aria-label'?: string;
}

/** A compact toggle between views of the same content; not for navigation (see Tabs). */
export const SegmentedControl = forwardRef<HTMLDivElement, SegmentedControlProps>(
  function SegmentedControl({ options, value, onChange, size = 'md', ...rest }, ref) {
    return (
      <Track ref={ref} role="radiogroup" $size={size} {...rest}>
        {options.map((option) => (
          <Segment
            key={option}
            type="button"
            role="radio"
            aria-checked={option === value}
            $selected={option === value}
            onClick={() => onChange?.(option)}
          >
            {option}
          </Segment>
        ))}
      </Track>
    );
  },
);
