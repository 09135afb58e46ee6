import { forwardRef } from 'react';
import { IconBase, type IconProps } from './IconBase';

export const CalendarIcon = forwardRef<SVGSVGElement, IconProps>(function CalendarIcon(props, ref) {
  return (
    <IconBase ref={ref} {...props}>
      <rect x="4" y="5" width="16" height="15" rx="2" />
      <path d="M4 10h16M9 3v4M15 3v4" />
    </IconBase>
  );
});
