import { forwardRef } from 'react';
import { IconBase, type IconProps } from './IconBase';

export const StarIcon = forwardRef<SVGSVGElement, IconProps>(function StarIcon(props, ref) {
  return (
    <IconBase ref={ref} {...props}>
      <path d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9L12 3Z" />
    </IconBase>
  );
});
