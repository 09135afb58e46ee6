import { forwardRef } from 'react';
import { IconBase, type IconProps } from './IconBase';

export const CheckIcon = forwardRef<SVGSVGElement, IconProps>(function CheckIcon(props, ref) {
  return (
    <IconBase ref={ref} {...props}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </IconBase>
  );
});
