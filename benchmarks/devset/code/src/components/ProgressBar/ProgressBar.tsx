import styles from "./ProgressBar.module.css";

interface ProgressBarProps {
  /** 0 to 100. */
  value: number;
  tone?: "brand" | "success" | "critical";
  size?: "sm" | "md";
  label?: string;
}

export function ProgressBar({ value, tone = "brand", size = "md", label }: ProgressBarProps) {
  return (
    <div role="progressbar" aria-valuenow={value} aria-label={label} className={`${styles.track} ${styles[size]}`}>
      <div className={`${styles.bar} ${styles[tone]}`} style={{ width: `${value}%` }} />
    </div>
  );
}
