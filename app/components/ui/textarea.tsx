import { cn } from "#app/lib/cn.ts";

import { controlClassName } from "./input";

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return (
    <textarea className={cn(controlClassName, "min-h-[120px] resize-y", className)} {...props} />
  );
}
