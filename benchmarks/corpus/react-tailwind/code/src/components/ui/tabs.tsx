import * as React from "react";
import * as TabsPrimitive from "@radix-ui/react-tabs";
import { cva, type VariantProps } from "class-variance-authority";

import { cn } from "@/lib/utils";

export const Tabs = TabsPrimitive.Root;

const tabsListVariants = cva("inline-flex items-center", {
  variants: {
    variant: {
      underline: "gap-6 border-b border-slate-200",
      pills: "gap-1 rounded-lg bg-slate-100 p-1",
    },
  },
  defaultVariants: { variant: "underline" },
});

const TabsVariantContext = React.createContext<"underline" | "pills">("underline");

export interface TabsListProps
  extends React.ComponentPropsWithoutRef<typeof TabsPrimitive.List>,
    VariantProps<typeof tabsListVariants> {}

export const TabsList = React.forwardRef<React.ElementRef<typeof TabsPrimitive.List>, TabsListProps>(
  ({ className, variant, ...props }, ref) => (
    <TabsVariantContext.Provider value={variant ?? "underline"}>
      <TabsPrimitive.List ref={ref} className={cn(tabsListVariants({ variant }), className)} {...props} />
    </TabsVariantContext.Provider>
  ),
);
TabsList.displayName = "TabsList";

export interface TabsTriggerProps extends React.ComponentPropsWithoutRef<typeof TabsPrimitive.Trigger> {
  /** Small counter after the label, e.g. open tasks. */
  count?: number;
}

export const TabsTrigger = React.forwardRef<React.ElementRef<typeof TabsPrimitive.Trigger>, TabsTriggerProps>(
  ({ className, count, children, ...props }, ref) => {
    const variant = React.useContext(TabsVariantContext);
    return (
      <TabsPrimitive.Trigger
        ref={ref}
        className={cn(
          "inline-flex items-center gap-1.5 text-sm font-medium text-slate-500 transition-colors hover:text-slate-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/40 disabled:opacity-50",
          variant === "underline"
            ? "-mb-px border-b-2 border-transparent pb-2.5 data-[state=active]:border-brand-600 data-[state=active]:text-slate-900"
            : "rounded-md px-3 py-1.5 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm",
          className,
        )}
        {...props}
      >
        {children}
        {count !== undefined && (
          <span className="rounded-full bg-slate-100 px-1.5 text-xs tabular-nums text-slate-600">{count}</span>
        )}
      </TabsPrimitive.Trigger>
    );
  },
);
TabsTrigger.displayName = "TabsTrigger";

export const TabsContent = React.forwardRef<
  React.ElementRef<typeof TabsPrimitive.Content>,
  React.ComponentPropsWithoutRef<typeof TabsPrimitive.Content>
>(({ className, ...props }, ref) => (
  <TabsPrimitive.Content ref={ref} className={cn("mt-6 focus-visible:outline-none", className)} {...props} />
));
TabsContent.displayName = "TabsContent";
