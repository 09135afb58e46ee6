import { forwardRef } from 'react';
import { IconBase, type IconProps } from './IconBase';

export const PlusIcon = forwardRef<SVGSVGElement, IconProps>(function PlusIcon(props, ref) {
  return (
    <IconBase ref={ref} {...props}>
      <path d="M12 5v14M5 12h14" />
    </IconBase>
  );
});
