import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import { Label, Spinner, StyledButton } from './Button.styles';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** Visual weight: one primary action per view. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Icon drawn next to the label. */
  icon?: IconName;
  iconPosition?: 'start' | 'end';
  /** Shows a spinner and blocks clicks while an action runs. */
  loading?: boolean;
  /** Stretches the button to the width of its container. */
  fullWidth?: boolean;
  disabled?: boolean;
  children: ReactNode;
}

const iconSize = { sm: 16, md: 18, lg: 20 } as const;

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
  const glyph = icon ? <Icon name={icon} size={iconSize[size]} /> : null;
  return (
    <StyledButton
      ref={ref}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      {...rest}
    >
      {loading ? <Spinner aria-hidden /> : iconPosition === 'start' && glyph}
      <Label>{children}</Label>
      {!loading && iconPosition === 'end' && glyph}
    </StyledButton>
  );
});
