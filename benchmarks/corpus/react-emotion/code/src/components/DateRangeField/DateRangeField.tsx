import { Icon } from '../Icon';
import { Group, Half, HalfLabel, HalfValue } from './DateRangeField.styles';

export interface DateRangeFieldProps {
  startLabel?: string;
  endLabel?: string;
  /** Formatted start date ("12 May"); empty shows the placeholder. */
  startValue?: string;
  endValue?: string;
  placeholder?: string;
  /** Opens the calendar popover at the clicked end of the range. */
  onOpen?: (end: 'start' | 'end') => void;
}

/** Check-in / check-out pair. The calendar itself lives in the page's popover layer. */
export function DateRangeField({
  startLabel = 'Check-in',
  endLabel = 'Check-out',
  startValue,
  endValue,
  placeholder = 'Add date',
  onOpen,
}: DateRangeFieldProps) {
  return (
    <Group role="group" aria-label={`${startLabel} and ${endLabel}`}>
      <Half type="button" onClick={() => onOpen?.('start')}>
        <HalfLabel>
          <Icon name="calendar" size={14} /> {startLabel}
        </HalfLabel>
        <HalfValue $empty={!startValue}>{startValue || placeholder}</HalfValue>
      </Half>
      <Half type="button" onClick={() => onOpen?.('end')}>
        <HalfLabel>{endLabel}</HalfLabel>
        <HalfValue $empty={!endValue}>{endValue || placeholder}</HalfValue>
      </Half>
    </Group>
  );
}
