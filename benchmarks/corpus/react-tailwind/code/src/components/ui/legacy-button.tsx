import * as React from "react";

import { cn } from "@/lib/utils";

type Kind = "primary" | "default" | "danger";

export interface LegacyButtonProps extends React.ButtonHTMLAttributes<HTMLButtonElement> {
  kind?: Kind;
  small?: boolean;
  block?: boolean;
}

const kinds: Record<Kind, string> = {
  primary: "border-blue-700 bg-blue-600 text-white hover:bg-blue-700",
  default: "border-gray-300 bg-gradient-to-b from-white to-gray-100 text-gray-800 hover:to-gray-200",
  danger: "border-red-700 bg-red-600 text-white hover:bg-red-700",
};

/**
 * @deprecated Use `Button` from `@/components/ui/button`. Kept for the v1 reports pages
 * until they move to the new layout; do not use in new code.
 */
export function LegacyButton({
  kind = "default",
  small = false,
  block = false,
  className,
  ...props
}: LegacyButtonProps) {
  return (
    <button
      className={cn(
        "rounded border font-semibold shadow-sm",
        small ? "px-2 py-1 text-xs" : "px-4 py-2 text-sm",
        block && "w-full",
        kinds[kind],
        className,
      )}
      {...props}
    />
  );
}
