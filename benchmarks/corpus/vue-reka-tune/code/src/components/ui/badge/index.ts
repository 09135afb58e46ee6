import type { VariantProps } from "class-variance-authority"
import { cva } from "class-variance-authority"

export { default as Badge } from "./Badge.vue"

export const badgeVariants = cva(
  "inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium tabular-nums [&_svg]:size-3",
  {
    variants: {
      variant: {
        default: "border-transparent bg-moss-700 text-white",
        secondary: "border-transparent bg-stone-100 text-stone-700",
        destructive: "border-transparent bg-brick-100 text-brick-800",
        outline: "border-stone-300 text-stone-700",
        success: "border-transparent bg-moss-100 text-moss-800",
        warning: "border-transparent bg-amber-100 text-amber-900",
      },
    },
    defaultVariants: {
      variant: "default",
    },
  },
)

export type BadgeVariants = VariantProps<typeof badgeVariants>
