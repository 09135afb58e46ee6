import { forwardRef } from 'react';
import { IconBase, type IconProps } from './IconBase';

export const PencilIcon = forwardRef<SVGSVGElement, IconProps>(function PencilIcon(props, ref) {
  return (
    <IconBase ref={ref} {...props}>
      <path d="M4 20h4L19 9l-4-4L4 16v4Z" />
      <path d="m13.5 6.5 4 4" />
    </IconBase>
  );
});
