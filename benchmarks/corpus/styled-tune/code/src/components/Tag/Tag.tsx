import { forwardRef, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from '../Icon';
import { RemoveButton, TagRoot } from './Tag.styled';

export interface TagProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'onClick'> {
  children: ReactNode;
  /** Filter chips: drawn filled when on. */
  selected?: boolean;
  /** Draws a small × that calls onRemove. */
  removable?: boolean;
  onRemove?: () => void;
  onClick?: () => void;
}

export const Tag = forwardRef<HTMLSpanElement, TagProps>(function Tag(
  { children, selected = false, removable = false, onRemove, onClick, ...rest },
  ref,
) {
  const interactive = Boolean(onClick);
  const handleKey = (event: KeyboardEvent<HTMLSpanElement>) => {
    if (interactive && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      onClick?.();
    }
  };
  return (
    <TagRoot
      ref={ref}
      $selected={selected}
      $interactive={interactive}
      role={interactive ? 'button' : undefined}
      aria-pressed={interactive ? selected : undefined}
      tabIndex={interactive ? 0 : undefined}
      onClick={onClick}
      onKeyDown={handleKey}
      {...rest}
    >
      {children}
      {removable && (
        <RemoveButton type="button" aria-label="Remove" onClick={onRemove}>
          <Icon name="close" size={14} />
        </RemoveButton>
      )}
    </TagRoot>
  );
});
