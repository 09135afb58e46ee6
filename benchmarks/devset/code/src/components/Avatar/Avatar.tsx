import styles from "./Avatar.module.css";

interface AvatarProps {
  src?: string;
  /** Used for the initials and the alt text. */
  name: string;
  size?: "xs" | "sm" | "md" | "lg" | "xl";
  shape?: "circle" | "square";
}

export function Avatar({ src, name, size = "md", shape = "circle" }: AvatarProps) {
  const initials = name.split(" ").map((part) => part[0]).join("").slice(0, 2);
  return (
    <span className={`${styles.avatar} ${styles[size]} ${styles[shape]}`}>
      {src ? <img src={src} alt={name} /> : initials}
    </span>
  );
}
