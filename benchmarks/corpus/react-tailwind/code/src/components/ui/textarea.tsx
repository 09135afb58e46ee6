import * as React from "react";

import { cn } from "@/lib/utils";

export interface TextareaProps extends React.TextareaHTMLAttributes<HTMLTextAreaElement> {
  invalid?: boolean;
  /** Grows with its content up to `maxRows`. */
  autoResize?: boolean;
  maxRows?: number;
}

export const Textarea = React.forwardRef<HTMLTextAreaElement, TextareaProps>(
  ({ className, invalid = false, autoResize = false, maxRows = 12, rows = 3, onInput, ...props }, ref) => {
    const handleInput = (event: React.FormEvent<HTMLTextAreaElement>) => {
      if (autoResize) {
        const el = event.currentTarget;
        const line = parseFloat(getComputedStyle(el).lineHeight) || 20;
        el.style.height = "auto";
        el.style.height = `${Math.min(el.scrollHeight, line * maxRows)}px`;
      }
      onInput?.(event);
    };
    return (
      <textarea
        ref={ref}
        rows={rows}
        aria-invalid={invalid || undefined}
        onInput={handleInput}
        className={cn(
          "flex w-full resize-y rounded-md border bg-white px-3 py-2 text-sm shadow-sm placeholder:text-slate-400 focus-visible:outline-none focus-visible:ring-2 disabled:cursor-not-allowed disabled:opacity-60",
          invalid
            ? "border-red-500 focus-visible:ring-red-500/30"
            : "border-slate-300 focus-visible:border-brand-500 focus-visible:ring-brand-500/30",
          className,
        )}
        {...props}
      />
    );
  },
);
Textarea.displayName = "Textarea";
