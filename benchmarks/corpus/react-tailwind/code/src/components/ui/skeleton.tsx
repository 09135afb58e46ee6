import * as React from "react";

import { cn } from "@/lib/utils";

export interface SkeletonProps extends React.HTMLAttributes<HTMLDivElement> {
  /** Round placeholder, for avatars. */
  circle?: boolean;
}

export function Skeleton({ circle = false, className, ...props }: SkeletonProps) {
  return <div className={cn("animate-pulse bg-slate-200", circle ? "rounded-full" : "rounded-md", className)} {...props} />;
}
