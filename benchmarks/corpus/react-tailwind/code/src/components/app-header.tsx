import * as React from "react";

import { initialsOf } from "@/lib/utils";
import { Avatar } from "./ui/avatar";
import { IconButton } from "./ui/icon-button";
import { Input } from "./ui/input";
import type { Member } from "./types";

export interface AppHeaderProps {
  workspaceName: string;
  user: Member;
  /** The global task search; hidden on settings pages. */
  showSearch?: boolean;
  onSearch?: (query: string) => void;
  unreadNotifications?: number;
  onOpenNotifications?: () => void;
}

/** The bar across the top of every signed-in page. */
export function AppHeader({
  workspaceName,
  user,
  showSearch = true,
  onSearch,
  unreadNotifications = 0,
  onOpenNotifications,
}: AppHeaderProps) {
  const [query, setQuery] = React.useState("");
  return (
    <header className="sticky top-0 z-40 flex h-14 items-center gap-4 border-b border-slate-200 bg-white/90 px-4 backdrop-blur">
      <a href="/" className="flex items-center gap-2">
        <img src="/orbit-logo.svg" alt="" className="h-6 w-6" />
        <span className="text-sm font-semibold text-slate-900">{workspaceName}</span>
      </a>
      {showSearch && (
        <form
          role="search"
          className="mx-auto w-full max-w-md"
          onSubmit={(event) => {
            event.preventDefault();
            onSearch?.(query);
          }}
        >
          <Input
            size="sm"
            leadingIcon="search"
            placeholder="Search tasks…"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            aria-label="Search tasks"
          />
        </form>
      )}
      <div className="ml-auto flex items-center gap-2">
        <IconButton
          icon="bell"
          label="Notifications"
          indicator={unreadNotifications > 0}
          onClick={onOpenNotifications}
        />
        <Avatar size="md" src={user.avatarUrl} fallback={initialsOf(user.name)} alt={user.name} />
      </div>
    </header>
  );
}
