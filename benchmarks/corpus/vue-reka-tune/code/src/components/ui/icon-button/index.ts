import type { VariantProps } from "class-variance-authority"
import { cva } from "class-variance-authority"

export { default as IconButton } from "./IconButton.vue"

export const iconButtonVariants = cva("shrink-0 rounded-full p-0", {
  variants: {
    size: {
      default: "size-10 [&_svg]:size-5",
      sm: "size-8 [&_svg]:size-4",
    },
  },
  defaultVariants: {
    size: "default",
  },
})

export type IconButtonVariants = VariantProps<typeof iconButtonVariants>
