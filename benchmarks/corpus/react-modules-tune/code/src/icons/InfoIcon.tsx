import { forwardRef } from 'react';
import { IconBase, type IconProps } from './IconBase';

export const InfoIcon = forwardRef<SVGSVGElement, IconProps>(function InfoIcon(props, ref) {
  return (
    <IconBase ref={ref} {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5M12 8h.01" />
    </IconBase>
  );
});
