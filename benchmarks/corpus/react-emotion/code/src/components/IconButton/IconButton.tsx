import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Icon, type IconName } from '../Icon';
import { StyledIconButton } from './IconButton.styles';

export type IconButtonVariant = 'solid' | 'outline' | 'ghost';
export type IconButtonSize = 'sm' | 'md' | 'lg';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  icon: IconName;
  /** Accessible name: an icon-only button has no visible label. */
  label: string;
  variant?: IconButtonVariant;
  size?: IconButtonSize;
  /** For toggles such as "save to favourites". */
  pressed?: boolean;
  disabled?: boolean;
}

const glyphSize = { sm: 16, md: 20, lg: 22 } as const;

export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon, label, variant = 'ghost', size = 'md', pressed, disabled = false, type = 'button', ...rest },
  ref,
) {
  return (
    <StyledIconButton
      ref={ref}
      type={type}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      $variant={variant}
      $size={size}
      {...rest}
    >
      <Icon name={icon} size={glyphSize[size]} />
    </StyledIconButton>
  );
});
