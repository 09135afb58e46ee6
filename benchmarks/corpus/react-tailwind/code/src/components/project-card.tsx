import * as React from "react";

import { initialsOf } from "@/lib/utils";
import { Avatar, AvatarGroup } from "./ui/avatar";
import { Badge, type BadgeProps } from "./ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "./ui/card";
import { Progress } from "./ui/progress";
import type { Member, ProjectStatus } from "./types";

const statusBadge: Record<ProjectStatus, { label: string; variant: BadgeProps["variant"] }> = {
  "on-track": { label: "On track", variant: "success" },
  "at-risk": { label: "At risk", variant: "warning" },
  "off-track": { label: "Off track", variant: "danger" },
  done: { label: "Completed", variant: "neutral" },
};

export interface ProjectCardProps {
  name: string;
  description?: string;
  status: ProjectStatus;
  /** Percentage of tasks done, 0–100. */
  progress: number;
  members: Member[];
  dueDate?: string;
  href?: string;
}

/** A project on the Projects page, built on `Card`. */
export function ProjectCard({ name, description, status, progress, members, dueDate, href }: ProjectCardProps) {
  const badge = statusBadge[status];
  return (
    <Card className="transition hover:shadow-md">
      <CardHeader>
        <div className="flex items-start justify-between gap-3">
          <CardTitle>{href ? <a href={href} className="after:absolute after:inset-0">{name}</a> : name}</CardTitle>
          <Badge variant={badge.variant} dot>
            {badge.label}
          </Badge>
        </div>
        {description && <CardDescription className="line-clamp-2">{description}</CardDescription>}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Progress value={progress} tone={status === "at-risk" ? "warning" : status === "done" ? "success" : "brand"} showValue />
        <div className="flex items-center justify-between">
          <AvatarGroup max={3} size="sm">
            {members.map((member) => (
              <Avatar key={member.id} src={member.avatarUrl} fallback={initialsOf(member.name)} alt={member.name} />
            ))}
          </AvatarGroup>
          {dueDate && <span className="text-xs text-slate-500">Due {dueDate}</span>}
        </div>
      </CardContent>
    </Card>
  );
}
