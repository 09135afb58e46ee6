import { forwardRef } from 'react';
import { IconBase, type IconProps } from './IconBase';

export const CloseIcon = forwardRef<SVGSVGElement, IconProps>(function CloseIcon(props, ref) {
  return (
    <IconBase ref={ref} {...props}>
      <path d="M6 6l12 12M18 6 6 18" />
    </IconBase>
  );
});
