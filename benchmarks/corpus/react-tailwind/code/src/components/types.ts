export interface Member {
  id: string;
  name: string;
  avatarUrl?: string;
}

export type Priority = "low" | "medium" | "high" | "urgent";

export type TaskStatus = "todo" | "in-progress" | "in-review" | "done";

export type ProjectStatus = "on-track" | "at-risk" | "off-track" | "done";
