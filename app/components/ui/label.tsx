import { cn } from "#app/lib/cn.ts";

export function Label({ className, htmlFor, ...props }: React.ComponentProps<"label">) {
  return (
    <label
      htmlFor={htmlFor}
      className={cn("text-sm leading-none font-medium", className)}
      {...props}
    />
  );
}
