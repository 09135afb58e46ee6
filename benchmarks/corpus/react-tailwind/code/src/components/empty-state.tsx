import * as React from "react";

import { cn } from "@/lib/utils";
import { Icon, type IconName } from "./ui/icon";

export interface EmptyStateProps extends Omit<React.HTMLAttributes<HTMLDivElement>, "title"> {
  icon?: IconName;
  title: string;
  description?: string;
  /** A `Button` that creates the first item. */
  action?: React.ReactNode;
}

export function EmptyState({ icon = "inbox", title, description, action, className, ...props }: EmptyStateProps) {
  return (
    <div className={cn("flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center", className)} {...props}>
      <span className="flex h-10 w-10 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <Icon name={icon} size="md" />
      </span>
      <div>
        <p className="text-sm font-semibold text-slate-900">{title}</p>
        {description && <p className="mt-1 max-w-sm text-sm text-slate-500">{description}</p>}
      </div>
      {action}
    </div>
  );
}
