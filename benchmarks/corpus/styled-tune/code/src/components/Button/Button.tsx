import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import { ButtonSpinner, StyledButton, type ButtonSize, type ButtonVariant } from './Button.styled';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight of the button. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Optional icon drawn next to the label. */
  icon?: IconName;
  iconPosition?: 'start' | 'end';
  /** Shows a spinner and blocks clicks. */
  loading?: boolean;
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
  children?: ReactNode;
}

const iconSizes: Record<ButtonSize, number> = { sm: 16, md: 18, lg: 20 };

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    icon,
    iconPosition = 'start',
    loading = false,
    fullWidth = false,
    disabled = false,
    type = 'button',
    children,
    ...rest
  },
  ref,
) {
  const glyph = loading ? <ButtonSpinner aria-hidden /> : icon ? <Icon name={icon} size={iconSizes[size]} /> : null;
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {iconPosition === 'start' && glyph}
      {children}
      {iconPosition === 'end' && glyph}
    </StyledButton>
  );
});
