import styled from '@emotion/styled';

export interface LogoProps {
  /** `full`: symbol and wordmark; `mark`: the compass symbol alone (favicons, tight headers). */
  variant?: 'full' | 'mark';
  /** `inverse` for dark or photo backgrounds. */
  tone?: 'brand' | 'inverse';
  height?: number;
}

const Root = styled.span<{ $tone: 'brand' | 'inverse'; $height: number }>`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  height: ${({ $height }) => $height}px;
  color: ${({ theme, $tone }) => ($tone === 'inverse' ? theme.colors.text.inverse : theme.colors.brand[700])};
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ $height }) => Math.round($height * 0.7)}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: -0.02em;

  svg {
    height: 100%;
    width: auto;
  }
`;

export function Logo({ variant = 'full', tone = 'brand', height = 28 }: LogoProps) {
  return (
    <Root $tone={tone} $height={height} aria-label="Fernweh">
      <svg viewBox="0 0 32 32" aria-hidden>
        <circle cx="16" cy="16" r="14" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="M16 5l4 11-4 11-4-11z" fill="currentColor" />
      </svg>
      {variant === 'full' && <span aria-hidden>fernweh</span>}
    </Root>
  );
}
