import * as React from "react";

import { cn, initialsOf } from "@/lib/utils";
import { Avatar } from "./ui/avatar";

export interface CommentItemProps extends React.HTMLAttributes<HTMLElement> {
  authorName: string;
  authorAvatarUrl?: string;
  /** Relative time, already formatted ("2h ago"). */
  timestamp: string;
  edited?: boolean;
}

/** One comment in a task's activity feed; the body is the children. */
export function CommentItem({ authorName, authorAvatarUrl, timestamp, edited = false, className, children, ...props }: CommentItemProps) {
  return (
    <article className={cn("flex gap-3", className)} {...props}>
      <Avatar size="md" src={authorAvatarUrl} fallback={initialsOf(authorName)} alt={authorName} />
      <div className="min-w-0 flex-1">
        <header className="flex items-baseline gap-2">
          <span className="text-sm font-medium text-slate-900">{authorName}</span>
          <time className="text-xs text-slate-400">{timestamp}</time>
          {edited && <span className="text-xs text-slate-400">(edited)</span>}
        </header>
        <div className="mt-1 text-sm leading-6 text-slate-700">{children}</div>
      </div>
    </article>
  );
}
