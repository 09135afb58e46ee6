import { forwardRef } from 'react';
import { IconBase, type IconProps } from './IconBase';

export const ChevronDownIcon = forwardRef<SVGSVGElement, IconProps>(function ChevronDownIcon(props, ref) {
  return (
    <IconBase ref={ref} {...props}>
      <path d="m6 9 6 6 6-6" />
    </IconBase>
  );
});
