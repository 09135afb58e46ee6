import type { VariantProps } from "class-variance-authority"
import { cva } from "class-variance-authority"

export { default as NativeSelect } from "./NativeSelect.vue"

export const nativeSelectVariants = cva(
  "w-full appearance-none rounded-lg border border-stone-300 bg-white pl-3 pr-9 text-stone-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-moss-500/30 disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-brick-600",
  {
    variants: {
      size: {
        default: "h-10 text-sm",
        sm: "h-8 text-xs",
      },
    },
    defaultVariants: {
      size: "default",
    },
  },
)

export type NativeSelectVariants = VariantProps<typeof nativeSelectVariants>
