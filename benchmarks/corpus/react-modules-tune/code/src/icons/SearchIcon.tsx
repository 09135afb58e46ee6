import { forwardRef } from 'react';
import { IconBase, type IconProps } from './IconBase';

export const SearchIcon = forwardRef<SVGSVGElement, IconProps>(function SearchIcon(props, ref) {
  return (
    <IconBase ref={ref} {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </IconBase>
  );
});
