import * as React from "react";

import { cn } from "@/lib/utils";
import { Icon } from "./icon";
import { inputVariants } from "./input";

export interface NativeSelectProps extends Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "size"> {
  size?: "sm" | "md";
  invalid?: boolean;
}

/** A plain `<select>` styled like `Input`: for long lists (time zones, countries) and mobile. */
export const NativeSelect = React.forwardRef<HTMLSelectElement, NativeSelectProps>(
  ({ className, size = "md", invalid = false, children, ...props }, ref) => (
    <div className="relative">
      <select
        ref={ref}
        aria-invalid={invalid || undefined}
        className={cn(inputVariants({ size, invalid }), "appearance-none pr-8", className)}
        {...props}
      >
        {children}
      </select>
      <Icon name="chevron-down" className="pointer-events-none absolute right-2.5 top-1/2 -translate-y-1/2 text-slate-400" />
    </div>
  ),
);
NativeSelect.displayName = "NativeSelect";
