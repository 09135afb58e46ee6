import { forwardRef } from 'react';
import { IconBase, type IconProps } from './IconBase';

export const BellIcon = forwardRef<SVGSVGElement, IconProps>(function BellIcon(props, ref) {
  return (
    <IconBase ref={ref} {...props}>
      <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16Z" />
      <path d="M10 20a2 2 0 0 0 4 0" />
    </IconBase>
  );
});
