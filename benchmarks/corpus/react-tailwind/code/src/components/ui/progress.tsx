import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";

import { cn } from "@/lib/utils";

const indicatorVariants = cva("h-full rounded-full transition-[width] duration-300", {
  variants: {
    tone: {
      brand: "bg-brand-600",
      success: "bg-emerald-500",
      warning: "bg-amber-500",
    },
  },
  defaultVariants: { tone: "brand" },
});

export interface ProgressProps
  extends React.HTMLAttributes<HTMLDivElement>,
    VariantProps<typeof indicatorVariants> {
  /** 0–100 */
  value: number;
  size?: "sm" | "md";
  /** Prints "40%" to the right of the bar. */
  showValue?: boolean;
}

export function Progress({ value, tone, size = "sm", showValue = false, className, ...props }: ProgressProps) {
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <div className={cn("flex items-center gap-2", className)} {...props}>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={clamped}
        className={cn("w-full overflow-hidden rounded-full bg-slate-100", size === "sm" ? "h-1.5" : "h-2.5")}
      >
        <div className={indicatorVariants({ tone })} style={{ width: `${clamped}%` }} />
      </div>
      {showValue && <span className="w-9 text-right text-xs tabular-nums text-slate-500">{clamped}%</span>}
    </div>
  );
}
