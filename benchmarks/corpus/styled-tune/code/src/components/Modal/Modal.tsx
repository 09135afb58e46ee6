import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from '../IconButton';
import {
  Backdrop,
  Dialog,
  ModalBodyRoot,
  ModalFooterRoot,
  ModalHeaderRoot,
  type ModalSize,
} from './Modal.styled';

const CloseContext = createContext<() => void>(() => undefined);

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  size?: ModalSize;
  children: ReactNode;
}

function ModalRoot({ open, onClose, size = 'md', children }: ModalProps) {
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  if (!open) return null;
  return createPortal(
    <CloseContext.Provider value={onClose}>
      <Backdrop onClick={onClose}>
        <Dialog role="dialog" aria-modal $size={size} onClick={(event) => event.stopPropagation()}>
          {children}
        </Dialog>
      </Backdrop>
    </CloseContext.Provider>,
    document.body,
  );
}

function ModalHeader({ children }: { children: ReactNode }) {
  const close = useContext(CloseContext);
  return (
    <ModalHeaderRoot>
      <h2>{children}</h2>
      <IconButton icon="close" label="Close" onClick={close} />
    </ModalHeaderRoot>
  );
}

function ModalBody({ children }: { children: ReactNode }) {
  return <ModalBodyRoot>{children}</ModalBodyRoot>;
}

function ModalFooter({ children }: { children: ReactNode }) {
  return <ModalFooterRoot>{children}</ModalFooterRoot>;
}

export const Modal = Object.assign(ModalRoot, {
  Header: ModalHeader,
  Body: ModalBody,
  Footer: ModalFooter,
});
