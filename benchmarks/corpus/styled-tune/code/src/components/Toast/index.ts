export { Toast } from './Toast';
export type { ToastProps } from './Toast';
export type { ToastKind } from './Toast.styled';
