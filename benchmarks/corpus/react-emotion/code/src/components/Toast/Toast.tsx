import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import { useEffect, type ReactNode } from 'react';
import { Icon } from '../Icon';

export interface ToastProps {
  tone?: 'neutral' | 'success' | 'danger';
  /** Milliseconds before the toast closes itself; 0 keeps it open. */
  duration?: number;
  onClose: () => void;
  action?: ReactNode;
  children: ReactNode;
}

const slideIn = keyframes`
  from { transform: translateY(12px); opacity: 0; }
  to { transform: none; opacity: 1; }
`;

const Root = styled.div<{ $tone: NonNullable<ToastProps['tone']> }>`
  position: fixed;
  bottom: ${({ theme }) => theme.space[6]};
  left: 50%;
  translate: -50% 0;
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) =>
    $tone === 'success' ? theme.colors.success.fg : $tone === 'danger' ? theme.colors.danger.fg : theme.colors.neutral[900]};
  color: ${({ theme }) => theme.colors.text.inverse};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${slideIn} 200ms ease-out;
`;

/** Transient feedback at the bottom of the viewport ("Saved to your list"). */
export function Toast({ tone = 'neutral', duration = 4000, onClose, action, children }: ToastProps) {
  useEffect(() => {
    if (!duration) return undefined;
    const timer = window.setTimeout(onClose, duration);
    return () => window.clearTimeout(timer);
  }, [duration, onClose]);

  return (
    <Root role="status" $tone={tone}>
      {tone === 'success' && <Icon name="check" size={18} />}
      <span>{children}</span>
      {action}
    </Root>
  );
}
