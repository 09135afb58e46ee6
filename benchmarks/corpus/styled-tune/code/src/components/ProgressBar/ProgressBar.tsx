import { Fill, LabelRow, ProgressRoot, Track, type ProgressTone } from './ProgressBar.styled';

export interface ProgressBarProps {
  value: number;
  max?: number;
  label?: string;
  /** Draw "68%" at the end of the label row. */
  showValue?: boolean;
  tone?: ProgressTone;
}

export function ProgressBar({ value, max = 100, label, showValue = true, tone = 'brand' }: ProgressBarProps) {
  const percent = Math.max(0, Math.min(100, Math.round((value / max) * 100)));
  return (
    <ProgressRoot>
      {(label || showValue) && (
        <LabelRow>
          <span>{label}</span>
          {showValue && <span>{percent}%</span>}
        </LabelRow>
      )}
      <Track role="progressbar" aria-valuenow={value} aria-valuemin={0} aria-valuemax={max} aria-label={label}>
        <Fill $percent={percent} $tone={tone} />
      </Track>
    </ProgressRoot>
  );
}
