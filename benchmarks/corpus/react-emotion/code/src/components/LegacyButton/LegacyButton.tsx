import styled from '@emotion/styled';
import type { ButtonHTMLAttributes, ReactNode } from 'react';

/**
 * @deprecated Use `Button` from `@fernweh/ui`. Kept for the old booking funnel until
 * checkout v2 ships; do not use in new screens.
 */
export interface LegacyButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  kind?: 'primary' | 'secondary' | 'link';
  big?: boolean;
  children: ReactNode;
}

const Root = styled.button<{ $kind: NonNullable<LegacyButtonProps['kind']>; $big: boolean }>`
  padding: ${({ $big }) => ($big ? '14px 28px' : '8px 16px')};
  font-size: ${({ $big }) => ($big ? '17px' : '14px')};
  font-weight: 600;
  border-radius: 3px;
  border: 1px solid #0a6759;
  background: ${({ $kind }) => ($kind === 'primary' ? '#0a6759' : 'transparent')};
  color: ${({ $kind }) => ($kind === 'primary' ? '#fff' : '#0a6759')};
  text-decoration: ${({ $kind }) => ($kind === 'link' ? 'underline' : 'none')};
  cursor: pointer;

  &:hover {
    opacity: 0.85;
  }
`;

/** @deprecated Use `Button`. */
export function LegacyButton({ kind = 'primary', big = false, children, ...rest }: LegacyButtonProps) {
  return (
    <Root $kind={kind} $big={big} {...rest}>
      {children}
    </Root>
  );
}
