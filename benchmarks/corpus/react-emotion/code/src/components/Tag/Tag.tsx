import type { ReactNode } from 'react';
import { Icon } from '../Icon';
import { RemoveButton, TagRoot } from './Tag.styles';

export interface TagProps {
  children: ReactNode;
  /** When given, the tag shows a remove (×) button — e.g. an applied filter. */
  onRemove?: () => void;
  removeLabel?: string;
}

/** A removable token, e.g. an applied search filter above the results. */
export function Tag({ children, onRemove, removeLabel = 'Remove' }: TagProps) {
  return (
    <TagRoot>
      {children}
      {onRemove && (
        <RemoveButton type="button" aria-label={removeLabel} onClick={onRemove}>
          <Icon name="close" size={14} />
        </RemoveButton>
      )}
    </TagRoot>
  );
}
