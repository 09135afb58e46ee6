import * as React from "react";
import * as CheckboxPrimitive from "@radix-ui/react-checkbox";

import { cn } from "@/lib/utils";
import { Icon } from "./icon";

export interface CheckboxProps extends React.ComponentPropsWithoutRef<typeof CheckboxPrimitive.Root> {
  /** Text next to the box; clicking it toggles the box. */
  label?: React.ReactNode;
  description?: string;
}

export const Checkbox = React.forwardRef<React.ElementRef<typeof CheckboxPrimitive.Root>, CheckboxProps>(
  ({ className, label, description, id, ...props }, ref) => {
    const generated = React.useId();
    const boxId = id ?? generated;
    const box = (
      <CheckboxPrimitive.Root
        ref={ref}
        id={boxId}
        className={cn(
          "peer h-4 w-4 shrink-0 rounded border border-slate-300 bg-white shadow-sm hover:border-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/40 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-brand-600 data-[state=checked]:bg-brand-600 data-[state=indeterminate]:border-brand-600 data-[state=indeterminate]:bg-brand-600 data-[state=checked]:text-white data-[state=indeterminate]:text-white",
          className,
        )}
        {...props}
      >
        <CheckboxPrimitive.Indicator className="flex items-center justify-center">
          {props.checked === "indeterminate" ? <span className="h-0.5 w-2 rounded bg-current" /> : <Icon name="check" size="xs" />}
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
    );
    if (!label) return box;
    return (
      <div className="flex items-start gap-2">
        {box}
        <label htmlFor={boxId} className="-mt-0.5 text-sm text-slate-800 peer-disabled:opacity-50 peer-data-[state=checked]:text-slate-500 peer-data-[state=checked]:line-through">
          {label}
          {description && <span className="block text-xs text-slate-500">{description}</span>}
        </label>
      </div>
    );
  },
);
Checkbox.displayName = "Checkbox";
