import { type PropsWithChildren } from "react";
import { Button } from "../Button";
import "./Dialog.scss";

type DialogProps = PropsWithChildren<{
  open: boolean;
  title: string;
  size?: "small" | "large";
  onClose: () => void;
}>;

export function Dialog({ open, title, size = "small", onClose, children }: DialogProps) {
  if (!open) return null;
  return (
    <div className={`dialog dialog--${size}`} role="dialog" aria-label={title}>
      <h2 className="dialog__title">{title}</h2>
      {children}
      <Button variant="ghost" onClick={onClose}>Close</Button>
    </div>
  );
}
