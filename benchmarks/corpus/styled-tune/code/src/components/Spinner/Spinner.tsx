import { Ring } from './Spinner.styled';

export interface SpinnerProps {
  size?: number;
  label?: string;
}

export function Spinner({ size = 24, label = 'Loading' }: SpinnerProps) {
  return <Ring role="status" aria-label={label} $size={size} />;
}
