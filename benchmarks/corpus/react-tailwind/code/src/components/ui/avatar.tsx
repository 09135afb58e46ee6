import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";

import { cn } from "@/lib/utils";

const avatarVariants = cva(
  "relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 font-semibold text-brand-700",
  {
    variants: {
      size: {
        xs: "h-5 w-5 text-[9px]",
        sm: "h-6 w-6 text-[10px]",
        md: "h-8 w-8 text-xs",
        lg: "h-10 w-10 text-sm",
        xl: "h-16 w-16 text-lg",
      },
    },
    defaultVariants: { size: "md" },
  },
);

export interface AvatarProps
  extends React.HTMLAttributes<HTMLSpanElement>,
    VariantProps<typeof avatarVariants> {
  src?: string;
  alt?: string;
  /** Shown when there is no image or it fails to load, usually the initials. */
  fallback?: string;
}

export const Avatar = React.forwardRef<HTMLSpanElement, AvatarProps>(
  ({ src, alt = "", fallback, size, className, ...props }, ref) => {
    const [failed, setFailed] = React.useState(false);
    return (
      <span ref={ref} className={cn(avatarVariants({ size }), className)} {...props}>
        {src && !failed ? (
          <img src={src} alt={alt} className="h-full w-full object-cover" onError={() => setFailed(true)} />
        ) : (
          <span aria-hidden={!!alt}>{fallback}</span>
        )}
      </span>
    );
  },
);
Avatar.displayName = "Avatar";

export interface AvatarGroupProps extends React.HTMLAttributes<HTMLDivElement> {
  /** Avatars beyond this number collapse into a "+N" bubble. */
  max?: number;
  size?: AvatarProps["size"];
}

export function AvatarGroup({ max = 4, size = "md", className, children, ...props }: AvatarGroupProps) {
  const items = React.Children.toArray(children).filter(React.isValidElement);
  const shown = items.slice(0, max);
  const hidden = items.length - shown.length;
  return (
    <div className={cn("flex -space-x-2", className)} {...props}>
      {shown.map((child) =>
        React.cloneElement(child as React.ReactElement<AvatarProps>, {
          size,
          className: "ring-2 ring-white",
        }),
      )}
      {hidden > 0 && (
        <span className={cn(avatarVariants({ size }), "bg-slate-200 text-slate-700 ring-2 ring-white")}>
          +{hidden}
        </span>
      )}
    </div>
  );
}
