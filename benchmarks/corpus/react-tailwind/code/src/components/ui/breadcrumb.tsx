import * as React from "react";

import { cn } from "@/lib/utils";

export function Breadcrumb({ className, children, ...props }: React.HTMLAttributes<HTMLElement>) {
  const items = React.Children.toArray(children);
  return (
    <nav aria-label="Breadcrumb" className={className} {...props}>
      <ol className="flex items-center gap-1.5 text-sm text-slate-500">
        {items.map((item, index) => (
          <React.Fragment key={index}>
            {index > 0 && (
              <li aria-hidden className="text-slate-300">
                /
              </li>
            )}
            {item}
          </React.Fragment>
        ))}
      </ol>
    </nav>
  );
}

export interface BreadcrumbItemProps extends React.LiHTMLAttributes<HTMLLIElement> {
  href?: string;
  /** The page the user is on: not a link, announced as the current page. */
  current?: boolean;
}

export function BreadcrumbItem({ href, current = false, className, children, ...props }: BreadcrumbItemProps) {
  return (
    <li className={cn("truncate", className)} {...props}>
      {current || !href ? (
        <span aria-current={current ? "page" : undefined} className={cn(current && "font-medium text-slate-900")}>
          {children}
        </span>
      ) : (
        <a href={href} className="hover:text-slate-900">
          {children}
        </a>
      )}
    </li>
  );
}
