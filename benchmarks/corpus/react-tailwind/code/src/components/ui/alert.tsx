import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";

import { cn } from "@/lib/utils";
import { Icon, type IconName } from "./icon";

const alertVariants = cva("relative flex gap-3 rounded-lg border p-4 text-sm", {
  variants: {
    variant: {
      info: "border-blue-200 bg-blue-50 text-blue-900",
      success: "border-emerald-200 bg-emerald-50 text-emerald-900",
      warning: "border-amber-200 bg-amber-50 text-amber-900",
      danger: "border-red-200 bg-red-50 text-red-900",
    },
  },
  defaultVariants: { variant: "info" },
});

const icons: Record<NonNullable<AlertProps["variant"]>, IconName> = {
  info: "info",
  success: "check",
  warning: "alert",
  danger: "alert",
};

export interface AlertProps
  extends Omit<React.HTMLAttributes<HTMLDivElement>, "title">,
    VariantProps<typeof alertVariants> {
  title?: string;
  /** Shows a × that calls `onDismiss`. */
  dismissible?: boolean;
  onDismiss?: () => void;
}

/** An inline, persistent message in the page flow (not a toast). */
export function Alert({ variant = "info", title, dismissible = false, onDismiss, className, children, ...props }: AlertProps) {
  return (
    <div role={variant === "danger" ? "alert" : "status"} className={cn(alertVariants({ variant }), className)} {...props}>
      <Icon name={icons[variant ?? "info"]} className="mt-0.5" />
      <div className="flex-1">
        {title && <p className="font-medium">{title}</p>}
        {children && <div className={cn(title && "mt-1", "opacity-90")}>{children}</div>}
      </div>
      {dismissible && (
        <button type="button" onClick={onDismiss} aria-label="Dismiss" className="-m-1 h-6 w-6 rounded opacity-60 hover:opacity-100">
          <Icon name="x" />
        </button>
      )}
    </div>
  );
}
