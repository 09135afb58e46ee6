import styles from "./Spinner.module.css";

interface SpinnerProps {
  size?: "sm" | "md" | "lg";
  /** Read by screen readers. */
  label?: string;
}

/** Shows that something is loading. */
export function Spinner({ size = "md", label = "Loading" }: SpinnerProps) {
  return <span role="progressbar" aria-label={label} className={`${styles.spinner} ${styles[size]}`} />;
}
