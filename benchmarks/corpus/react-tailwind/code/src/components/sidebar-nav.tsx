import * as React from "react";

import { cn } from "@/lib/utils";
import { Icon, type IconName } from "./ui/icon";

const SidebarContext = React.createContext({ collapsed: false });

export interface SidebarNavProps extends React.HTMLAttributes<HTMLElement> {
  /** Icons only, 56px wide. */
  collapsed?: boolean;
}

export function SidebarNav({ collapsed = false, className, children, ...props }: SidebarNavProps) {
  return (
    <SidebarContext.Provider value={{ collapsed }}>
      <nav
        aria-label="Main"
        className={cn("flex shrink-0 flex-col gap-0.5 border-r border-slate-200 bg-white p-2", collapsed ? "w-14" : "w-56", className)}
        {...props}
      >
        {children}
      </nav>
    </SidebarContext.Provider>
  );
}

export interface SidebarNavItemProps extends React.AnchorHTMLAttributes<HTMLAnchorElement> {
  icon: IconName;
  active?: boolean;
  /** Unread/open count on the right. */
  count?: number;
}

export function SidebarNavItem({ icon, active = false, count, className, children, ...props }: SidebarNavItemProps) {
  const { collapsed } = React.useContext(SidebarContext);
  return (
    <a
      aria-current={active ? "page" : undefined}
      className={cn(
        "group flex h-9 items-center gap-3 rounded-md px-2.5 text-sm font-medium transition-colors",
        active ? "bg-brand-50 text-brand-700" : "text-slate-600 hover:bg-slate-100 hover:text-slate-900",
        className,
      )}
      {...props}
    >
      <Icon name={icon} className={cn(active ? "text-brand-600" : "text-slate-400 group-hover:text-slate-600")} />
      {!collapsed && <span className="flex-1 truncate">{children}</span>}
      {!collapsed && count !== undefined && <span className="text-xs tabular-nums text-slate-400">{count}</span>}
    </a>
  );
}
