import { useState, type ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import { AlertBody, AlertRoot, AlertTitle, Dismiss } from './Alert.styles';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

export interface AlertProps {
  tone?: AlertTone;
  title?: string;
  /** Shows a close button; the alert hides itself and calls onDismiss. */
  dismissible?: boolean;
  onDismiss?: () => void;
  children: ReactNode;
}

const toneIcon: Record<AlertTone, IconName> = {
  info: 'info',
  success: 'check',
  warning: 'alert-triangle',
  danger: 'alert-triangle',
};

/** An inline message inside the page flow. For transient feedback use Toast. */
export function Alert({ tone = 'info', title, dismissible = false, onDismiss, children }: AlertProps) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <AlertRoot role={tone === 'danger' ? 'alert' : 'status'} $tone={tone}>
      <Icon name={toneIcon[tone]} />
      <div>
        {title && <AlertTitle>{title}</AlertTitle>}
        <AlertBody>{children}</AlertBody>
      </div>
      {dismissible && (
        <Dismiss
          type="button"
          aria-label="Dismiss"
          onClick={() => {
            setOpen(false);
            onDismiss?.();
          }}
        >
          <Icon name="close" size={16} />
        </Dismiss>
      )}
    </AlertRoot>
  );
}
