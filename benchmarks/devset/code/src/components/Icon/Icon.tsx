import styles from "./Icon.module.css";

export type IconName = "plus" | "close" | "search" | "chevron-down" | "heart" | "cart" | "user" | "trash";

interface IconProps {
  name: IconName;
  size?: "sm" | "md" | "lg";
  /** When set, the icon is announced; otherwise it is decorative. */
  title?: string;
}

export function Icon({ name, size = "md", title }: IconProps) {
  return (
    <svg className={`${styles.icon} ${styles[size]}`} role={title ? "img" : undefined} aria-hidden={!title}>
      {title && <title>{title}</title>}
      <use href={`/icons.svg#${name}`} />
    </svg>
  );
}
