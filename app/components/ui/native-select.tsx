import ChevronDown from "lucide-react/icons/chevron-down";

import { cn } from "#app/lib/cn.ts";

import { controlClassName } from "./input";

// A native <select>: the platform's own picker on phones, full keyboard and screen reader support.
export function NativeSelect({ className, ...props }: React.ComponentProps<"select">) {
  return (
    <div className="relative">
      <select
        className={cn(controlClassName, "h-10 cursor-pointer appearance-none pr-9", className)}
        {...props}
      />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
