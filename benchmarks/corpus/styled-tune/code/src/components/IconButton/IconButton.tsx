import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Icon, type IconName } from '../Icon';
import { StyledIconButton, type IconButtonSize, type IconButtonVariant } from './IconButton.styled';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  icon: IconName;
  /** Accessible name; icon-only buttons must have one. */
  label: string;
  variant?: IconButtonVariant;
  size?: IconButtonSize;
}

const glyphSizes: Record<IconButtonSize, number> = { sm: 16, md: 20, lg: 24 };

export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon, label, variant = 'ghost', size = 'md', disabled = false, type = 'button', ...rest },
  ref,
) {
  return (
    <StyledIconButton
      ref={ref}
      type={type}
      aria-label={label}
      title={label}
      $variant={variant}
      $size={size}
      disabled={disabled}
      {...rest}
    >
      <Icon name={icon} size={glyphSizes[size]} />
    </StyledIconButton>
  );
});
