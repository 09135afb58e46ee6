import { memo } from "react";

export interface AvatarProps {
  src?: string;
  name: string;
  shape?: "circle" | "square";
  size?: number;
}

function AvatarImpl({ src, name, shape = "circle", size = 32 }: AvatarProps) {
  const initials = name.split(" ").map((part) => part[0]).join("");
  return src ? (
    <img className={`avatar avatar--${shape}`} src={src} alt={name} width={size} height={size} />
  ) : (
    <span className={`avatar avatar--${shape} avatar--initials`}>{initials}</span>
  );
}

export const Avatar = memo(AvatarImpl);
export default Avatar;
