import { forwardRef, type SVGAttributes } from 'react';
import { iconPaths, type IconName } from './icons';
import { Svg } from './Icon.styles';

export interface IconProps extends Omit<SVGAttributes<SVGSVGElement>, 'color'> {
  /** Which glyph of the Fernweh icon set to draw. */
  name: IconName;
  /** Edge length in pixels. */
  size?: number;
  /** Any CSS colour; defaults to the surrounding text colour. */
  color?: string;
  /** Accessible name. Without it the icon is decorative (aria-hidden). */
  title?: string;
}

export const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon(
  { name, size = 20, color, title, ...rest },
  ref,
) {
  return (
    <Svg
      ref={ref}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      $size={size}
      $color={color}
      {...rest}
    >
      {title && <title>{title}</title>}
      <path d={iconPaths[name]} />
    </Svg>
  );
});
