import { IconButton } from '../IconButton';
import { NavRoot, RangeLabel } from './WeekNavigator.styled';

export interface WeekNavigatorProps {
  /** The visible week, already formatted ("May 12 – 18"). */
  rangeLabel: string;
  onPrevious?: () => void;
  onNext?: () => void;
  /** Weeks before the first plan cannot be opened. */
  canGoBack?: boolean;
}

export function WeekNavigator({ rangeLabel, onPrevious, onNext, canGoBack = true }: WeekNavigatorProps) {
  return (
    <NavRoot>
      <IconButton
        icon="chevron-left"
        label="Previous week"
        variant="outline"
        size="sm"
        disabled={!canGoBack}
        onClick={onPrevious}
      />
      <RangeLabel aria-live="polite">{rangeLabel}</RangeLabel>
      <IconButton icon="chevron-right" label="Next week" variant="outline" size="sm" onClick={onNext} />
    </NavRoot>
  );
}
