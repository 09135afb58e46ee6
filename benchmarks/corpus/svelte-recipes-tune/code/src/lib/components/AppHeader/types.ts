import type { HTMLAttributes } from "svelte/elements";

export interface AppHeaderLink {
  label: string;
  href: string;
}

export interface AppHeaderProps extends HTMLAttributes<HTMLElement> {
  links?: AppHeaderLink[];
  /** href of the current section. */
  current?: string;
  /** Signed-in member's initials, for the account avatar. */
  userInitials?: string;
  /** Dot on the notifications bell. */
  hasUnread?: boolean;
  onnotifications?: () => void;
}
