import * as React from "react";

import { cn } from "@/lib/utils";
import type { Priority } from "./types";

const meta: Record<Priority, { label: string; bars: number; className: string }> = {
  low: { label: "Low", bars: 1, className: "text-slate-500" },
  medium: { label: "Medium", bars: 2, className: "text-amber-600" },
  high: { label: "High", bars: 3, className: "text-orange-600" },
  urgent: { label: "Urgent", bars: 3, className: "text-red-600" },
};

export interface PriorityBadgeProps extends React.HTMLAttributes<HTMLSpanElement> {
  priority: Priority;
  /** Hide the word and keep the bars, for dense rows. */
  showLabel?: boolean;
}

/** Signal-bars glyph plus the priority's name. Not a `Badge`: it has no pill background. */
export function PriorityBadge({ priority, showLabel = true, className, ...props }: PriorityBadgeProps) {
  const { label, bars, className: tone } = meta[priority];
  return (
    <span className={cn("inline-flex items-center gap-1 text-xs font-medium", tone, className)} title={`${label} priority`} {...props}>
      <span className="flex items-end gap-px" aria-hidden>
        {[1, 2, 3].map((bar) => (
          <span
            key={bar}
            className={cn("w-[3px] rounded-sm", bar <= bars ? "bg-current" : "bg-slate-200")}
            style={{ height: 4 + bar * 3 }}
          />
        ))}
      </span>
      {showLabel ? label : <span className="sr-only">{label} priority</span>}
    </span>
  );
}
