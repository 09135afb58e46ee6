import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { LogoRoot, Mark, Wordmark } from './BrandLogo.styled';

export interface BrandLogoProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Only the jar mark, without the "Pantry" wordmark (narrow headers, favicons). */
  compact?: boolean;
  /** `inverse` on dark or photo backgrounds. */
  tone?: 'default' | 'inverse';
}

/** Pantry's own logo: the jar mark and the wordmark. Partner logos are plain images. */
export const BrandLogo = forwardRef<HTMLAnchorElement, BrandLogoProps>(function BrandLogo(
  { compact = false, tone = 'default', href = '/', ...rest },
  ref,
) {
  return (
    <LogoRoot ref={ref} href={href} $tone={tone} aria-label="Pantry home" {...rest}>
      <Mark viewBox="0 0 28 28" aria-hidden>
        <rect x="6" y="3" width="16" height="4" rx="1.5" fill="currentColor" />
        <path d="M5 9h18v13a3 3 0 0 1-3 3H8a3 3 0 0 1-3-3z" fill="currentColor" opacity="0.85" />
        <path d="M10 15h8" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      </Mark>
      {!compact && <Wordmark>Pantry</Wordmark>}
    </LogoRoot>
  );
});
