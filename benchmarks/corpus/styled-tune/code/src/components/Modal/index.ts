export { Modal } from './Modal';
export type { ModalProps } from './Modal';
export type { ModalSize } from './Modal.styled';
