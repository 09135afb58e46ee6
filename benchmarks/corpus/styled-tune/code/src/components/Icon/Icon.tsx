import { forwardRef, type SVGAttributes } from 'react';
import { iconPaths, type IconName } from './icons';
import { Svg } from './Icon.styled';

export interface IconProps extends Omit<SVGAttributes<SVGSVGElement>, 'name'> {
  /** Which glyph to draw. */
  name: IconName;
  /** Square size in px. */
  size?: number;
  /** Accessible title; when absent the icon is decorative. */
  title?: string;
}

export const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon(
  { name, size = 20, title, ...rest },
  ref,
) {
  return (
    <Svg
      ref={ref}
      $size={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      {...rest}
    >
      {title && <title>{title}</title>}
      <path d={iconPaths[name]} />
    </Svg>
  );
});
