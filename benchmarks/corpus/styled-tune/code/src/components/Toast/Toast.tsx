import type { ReactNode } from 'react';
import { ToastAction, ToastRoot, type ToastKind } from './Toast.styled';

export interface ToastProps {
  kind?: ToastKind;
  children: ReactNode;
  actionLabel?: string;
  onAction?: () => void;
}

export function Toast({ kind = 'info', children, actionLabel, onAction }: ToastProps) {
  return (
    <ToastRoot role="status" $kind={kind}>
      {children}
      {actionLabel && <ToastAction onClick={onAction}>{actionLabel}</ToastAction>}
    </ToastRoot>
  );
}
