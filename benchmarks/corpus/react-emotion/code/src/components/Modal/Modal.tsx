import styled from '@emotion/styled';
import { useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from '../IconButton';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  size?: 'sm' | 'md' | 'lg';
  footer?: ReactNode;
  children: ReactNode;
}

const widths = { sm: 400, md: 560, lg: 800 } as const;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: grid;
  place-items: center;
  background: rgba(22, 27, 38, 0.5);
`;

const Dialog = styled.div<{ $size: NonNullable<ModalProps['size']> }>(({ theme, $size }) => ({
  width: `min(${widths[$size]}px, calc(100vw - 32px))`,
  maxHeight: 'calc(100vh - 64px)',
  overflow: 'auto',
  borderRadius: theme.radii.xl,
  background: theme.colors.surface,
  boxShadow: theme.shadows.lg,
}));

const Head = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[6]}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Content = styled.div`
  padding: ${({ theme }) => theme.space[6]};
`;

const Foot = styled.footer`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[6]}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export function Modal({ open, title, onClose, size = 'md', footer, children }: ModalProps) {
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  if (!open) return null;
  return createPortal(
    <Backdrop onClick={onClose}>
      <Dialog role="dialog" aria-modal aria-label={title} $size={size} onClick={(event) => event.stopPropagation()}>
        <Head>
          <h2>{title}</h2>
          <IconButton icon="close" label="Close" onClick={onClose} />
        </Head>
        <Content>{children}</Content>
        {footer && <Foot>{footer}</Foot>}
      </Dialog>
    </Backdrop>,
    document.body,
  );
}
