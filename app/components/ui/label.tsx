import { cn } from "~/lib/cn";

export function Label({ className, htmlFor, ...props }: React.ComponentProps<"label">) {
  return (
    <label
      htmlFor={htmlFor}
      className={cn("text-sm leading-none font-medium", className)}
      {...props}
    />
  );
}
