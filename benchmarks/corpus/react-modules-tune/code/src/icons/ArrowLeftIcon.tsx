import { forwardRef } from 'react';
import { IconBase, type IconProps } from './IconBase';

export const ArrowLeftIcon = forwardRef<SVGSVGElement, IconProps>(function ArrowLeftIcon(props, ref) {
  return (
    <IconBase ref={ref} {...props}>
      <path d="M19 12H5M11 6l-6 6 6 6" />
    </IconBase>
  );
});
