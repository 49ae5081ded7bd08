import { cva, type VariantProps } from "class-variance-authority";

import { cn } from "#app/lib/cn.ts";

const chipVariants = cva(
  "inline-flex items-center rounded-full border font-medium whitespace-nowrap",
  {
    variants: {
      variant: {
        default: "border-transparent bg-secondary text-secondary-foreground",
        outline: "border-border text-muted-foreground",
        card: "border-border bg-card text-foreground",
        accent: "border-transparent bg-accent text-accent-foreground",
      },
      size: {
        default: "px-2.5 py-0.5 text-xs",
        lg: "px-3.5 py-1.5 text-sm",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export type ChipProps = React.ComponentProps<"span"> & VariantProps<typeof chipVariants>;

export function Chip({ className, variant, size, ...props }: ChipProps) {
  return <span className={cn(chipVariants({ variant, size, className }))} {...props} />;
}
