import * as React from "react";

import { cn } from "@/lib/utils";
import { Badge } from "./ui/badge";
import { Button } from "./ui/button";
import type { TaskStatus } from "./types";

const dots: Record<TaskStatus, string> = {
  todo: "bg-slate-400",
  "in-progress": "bg-blue-500",
  "in-review": "bg-violet-500",
  done: "bg-emerald-500",
};

export interface BoardColumnProps extends React.HTMLAttributes<HTMLElement> {
  title: string;
  status: TaskStatus;
  count?: number;
  /** Shows "Add task" under the cards. */
  onAddTask?: () => void;
}

/** One status lane of the board; its children are `TaskCard`s. */
export function BoardColumn({ title, status, count, onAddTask, className, children, ...props }: BoardColumnProps) {
  return (
    <section className={cn("flex w-72 shrink-0 flex-col gap-3 rounded-xl bg-slate-50 p-3", className)} aria-label={title} {...props}>
      <header className="flex items-center gap-2 px-1">
        <span className={cn("h-2 w-2 rounded-full", dots[status])} aria-hidden />
        <h2 className="text-sm font-semibold text-slate-800">{title}</h2>
        {count !== undefined && <Badge variant="neutral">{count}</Badge>}
      </header>
      <div className="flex flex-col gap-2">{children}</div>
      {onAddTask && (
        <Button variant="ghost" size="sm" icon="plus" className="justify-start" onClick={onAddTask}>
          Add task
        </Button>
      )}
    </section>
  );
}
