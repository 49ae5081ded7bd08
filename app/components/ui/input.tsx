import { cn } from "#app/lib/cn.ts";

/** The look shared by every text control: input, textarea and native select. */
export const controlClassName =
  "border-input bg-background text-foreground placeholder:text-muted-foreground focus-visible:outline-ring aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive w-full min-w-0 rounded-md border px-3 py-2 text-base transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 disabled:cursor-not-allowed disabled:opacity-60 sm:text-sm";

export function Input({ className, type = "text", ...props }: React.ComponentProps<"input">) {
  return <input type={type} className={cn(controlClassName, "h-10", className)} {...props} />;
}
