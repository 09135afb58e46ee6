import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";

import { cn } from "@/lib/utils";
import { Icon } from "./icon";

const tagVariants = cva("inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 text-xs font-medium", {
  variants: {
    color: {
      gray: "bg-slate-100 text-slate-700",
      blue: "bg-sky-100 text-sky-800",
      purple: "bg-violet-100 text-violet-800",
      green: "bg-lime-100 text-lime-800",
      pink: "bg-pink-100 text-pink-800",
    },
  },
  defaultVariants: { color: "gray" },
});

export interface TagProps
  extends Omit<React.HTMLAttributes<HTMLSpanElement>, "color">,
    VariantProps<typeof tagVariants> {
  /** Shows a × button; `onRemove` is called when it is pressed. */
  removable?: boolean;
  onRemove?: () => void;
}

/** A user-defined label on a task ("API", "Design"), unlike `Badge` which shows a status. */
export const Tag = React.forwardRef<HTMLSpanElement, TagProps>(
  ({ color, removable = false, onRemove, className, children, ...props }, ref) => (
    <span ref={ref} className={cn(tagVariants({ color }), className)} {...props}>
      {children}
      {removable && (
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove ${typeof children === "string" ? children : "tag"}`}
          className="-mr-0.5 rounded-sm opacity-60 hover:opacity-100"
        >
          <Icon name="x" size="xs" />
        </button>
      )}
    </span>
  ),
);
Tag.displayName = "Tag";
