import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";

import { cn } from "@/lib/utils";
import { Icon, type IconName } from "./icon";

export const inputVariants = cva(
  "flex w-full rounded-md border bg-white text-slate-900 shadow-sm transition-colors placeholder:text-slate-400 focus-visible:outline-none focus-visible:ring-2 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:opacity-60",
  {
    variants: {
      size: {
        sm: "h-8 px-2.5 text-xs",
        md: "h-9 px-3 text-sm",
      },
      invalid: {
        false: "border-slate-300 focus-visible:border-brand-500 focus-visible:ring-brand-500/30",
        true: "border-red-500 focus-visible:ring-red-500/30",
      },
    },
    defaultVariants: { size: "md", invalid: false },
  },
);

export interface InputProps
  extends Omit<React.InputHTMLAttributes<HTMLInputElement>, "size">,
    VariantProps<typeof inputVariants> {
  /** Icon inside the field, before the text (search fields). */
  leadingIcon?: IconName;
}

export const Input = React.forwardRef<HTMLInputElement, InputProps>(
  ({ className, size, invalid, leadingIcon, type = "text", ...props }, ref) => {
    const field = (
      <input
        ref={ref}
        type={type}
        aria-invalid={invalid || undefined}
        className={cn(inputVariants({ size, invalid }), leadingIcon && "pl-9", className)}
        {...props}
      />
    );
    if (!leadingIcon) return field;
    return (
      <div className="relative w-full">
        <Icon name={leadingIcon} className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-400" />
        {field}
      </div>
    );
  },
);
Input.displayName = "Input";
