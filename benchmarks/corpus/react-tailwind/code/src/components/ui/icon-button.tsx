import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";

import { cn } from "@/lib/utils";
import { Icon, type IconName } from "./icon";

const iconButtonVariants = cva(
  "inline-flex shrink-0 items-center justify-center rounded-md text-slate-600 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:pointer-events-none disabled:opacity-50",
  {
    variants: {
      variant: {
        ghost: "hover:bg-slate-100 hover:text-slate-900",
        outline: "border border-slate-300 bg-white hover:bg-slate-50",
        solid: "bg-brand-600 text-white hover:bg-brand-700",
      },
      size: {
        sm: "h-7 w-7",
        md: "h-9 w-9",
      },
    },
    defaultVariants: { variant: "ghost", size: "md" },
  },
);

export interface IconButtonProps
  extends Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, "children">,
    VariantProps<typeof iconButtonVariants> {
  icon: IconName;
  /** Accessible name; an icon-only button has no visible text. */
  label: string;
  /** Small red dot in the corner, e.g. unread notifications. */
  indicator?: boolean;
}

export const IconButton = React.forwardRef<HTMLButtonElement, IconButtonProps>(
  ({ icon, label, indicator = false, variant, size, className, ...props }, ref) => (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      title={label}
      className={cn(iconButtonVariants({ variant, size }), "relative", className)}
      {...props}
    >
      <Icon name={icon} size={size === "sm" ? "sm" : "md"} />
      {indicator && (
        <span className="absolute right-1.5 top-1.5 h-2 w-2 rounded-full bg-red-500 ring-2 ring-white" />
      )}
    </button>
  ),
);
IconButton.displayName = "IconButton";
