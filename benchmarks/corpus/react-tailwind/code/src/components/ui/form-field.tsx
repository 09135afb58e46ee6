import * as React from "react";

import { cn } from "@/lib/utils";

export interface LabelProps extends React.LabelHTMLAttributes<HTMLLabelElement> {
  required?: boolean;
}

export const Label = React.forwardRef<HTMLLabelElement, LabelProps>(
  ({ className, required = false, children, ...props }, ref) => (
    <label ref={ref} className={cn("text-sm font-medium text-slate-700", className)} {...props}>
      {children}
      {required && <span className="ml-0.5 text-red-500">*</span>}
    </label>
  ),
);
Label.displayName = "Label";

export interface FormFieldProps extends React.HTMLAttributes<HTMLDivElement> {
  label: string;
  /** Id of the control; defaults to a generated one passed down to the child. */
  htmlFor?: string;
  hint?: string;
  /** Replaces the hint and marks the control invalid. */
  error?: string;
  required?: boolean;
  children: React.ReactElement;
}

/** Label + control + hint/error, wired together with ids for assistive tech. */
export function FormField({ label, htmlFor, hint, error, required = false, className, children, ...props }: FormFieldProps) {
  const generated = React.useId();
  const id = htmlFor ?? generated;
  const messageId = `${id}-message`;
  const message = error ?? hint;
  const control = React.cloneElement(children, {
    id,
    "aria-describedby": message ? messageId : undefined,
    invalid: error ? true : children.props.invalid,
    required,
  });
  return (
    <div className={cn("flex flex-col gap-1.5", className)} {...props}>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      {control}
      {message && (
        <p id={messageId} className={cn("text-xs", error ? "text-red-600" : "text-slate-500")}>
          {message}
        </p>
      )}
    </div>
  );
}
