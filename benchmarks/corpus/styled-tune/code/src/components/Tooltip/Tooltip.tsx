import { useId, useState, type ReactElement } from 'react';
import { Anchor, Bubble } from './Tooltip.styled';

export interface TooltipProps {
  content: string;
  placement?: 'top' | 'bottom';
  children: ReactElement;
}

export function Tooltip({ content, placement = 'top', children }: TooltipProps) {
  const [visible, setVisible] = useState(false);
  const id = useId();
  return (
    <Anchor
      aria-describedby={visible ? id : undefined}
      onMouseEnter={() => setVisible(true)}
      onMouseLeave={() => setVisible(false)}
      onFocus={() => setVisible(true)}
      onBlur={() => setVisible(false)}
    >
      {children}
      {visible && (
        <Bubble id={id} role="tooltip" $placement={placement}>
          {content}
        </Bubble>
      )}
    </Anchor>
  );
}
