import { forwardRef } from 'react';
import { IconBase, type IconProps } from './IconBase';

export const ArrowRightIcon = forwardRef<SVGSVGElement, IconProps>(function ArrowRightIcon(props, ref) {
  return (
    <IconBase ref={ref} {...props}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </IconBase>
  );
});
