import * as React from "react";

import { cn, initialsOf } from "@/lib/utils";
import { Avatar } from "./ui/avatar";
import { Icon } from "./ui/icon";
import { Tag } from "./ui/tag";
import { PriorityBadge } from "./priority-badge";
import type { Member, Priority } from "./types";

export interface TaskCardProps extends Omit<React.HTMLAttributes<HTMLDivElement>, "title"> {
  title: string;
  priority: Priority;
  tags?: string[];
  assignee?: Member;
  commentCount?: number;
  /** Already formatted, e.g. "Mar 14". */
  dueDate?: string;
  /** Lifted look while the card is being dragged between columns. */
  dragging?: boolean;
}

/** A task on the board. Clicking it opens the task detail dialog. */
export const TaskCard = React.forwardRef<HTMLDivElement, TaskCardProps>(
  ({ title, priority, tags = [], assignee, commentCount = 0, dueDate, dragging = false, className, ...props }, ref) => (
    <div
      ref={ref}
      role="button"
      tabIndex={0}
      className={cn(
        "flex cursor-pointer flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 text-left shadow-sm transition hover:border-slate-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/40",
        dragging && "rotate-1 shadow-lg ring-2 ring-brand-500/30",
        className,
      )}
      {...props}
    >
      <div className="flex items-start justify-between gap-2">
        <p className="text-sm font-medium text-slate-900">{title}</p>
        <PriorityBadge priority={priority} showLabel={false} />
      </div>
      {tags.length > 0 && (
        <div className="flex flex-wrap gap-1">
          {tags.map((tag) => (
            <Tag key={tag} color="blue">
              {tag}
            </Tag>
          ))}
        </div>
      )}
      <div className="flex items-center justify-between text-xs text-slate-500">
        <div className="flex items-center gap-3">
          {dueDate && (
            <span className="inline-flex items-center gap-1">
              <Icon name="calendar" size="xs" />
              {dueDate}
            </span>
          )}
          {commentCount > 0 && (
            <span className="inline-flex items-center gap-1">
              <Icon name="message" size="xs" />
              {commentCount}
            </span>
          )}
        </div>
        {assignee && <Avatar size="sm" src={assignee.avatarUrl} fallback={initialsOf(assignee.name)} alt={assignee.name} />}
      </div>
    </div>
  ),
);
TaskCard.displayName = "TaskCard";
