import { Slot } from "@radix-ui/react-slot";
import { createContext, use, useId } from "react";

import { cn } from "#app/lib/cn.ts";

import { Label } from "./label";

// A label, a control and the texts under it. The pieces share ids through context, so the control
// is always tied to its label (htmlFor), its error (aria-describedby, aria-invalid) and its hint.

type FieldState = { id: string; errorId: string; hintId: string; error?: string; hint: boolean };

const FieldContext = createContext<FieldState | null>(null);

function useField(): FieldState {
  const field = use(FieldContext);
  if (!field) throw new Error("Field parts must be inside <Field>");
  return field;
}

export type FieldProps = React.ComponentProps<"div"> & {
  /** The validation message to show under the control, already translated. */
  error?: string;
  /** Whether a <FieldHint> describes the control too. */
  hint?: boolean;
};

export function Field({ error, hint = false, className, ...props }: FieldProps) {
  const id = useId();
  const state = { id, errorId: `${id}-error`, hintId: `${id}-hint`, error, hint };
  return (
    <FieldContext value={state}>
      <div className={cn("grid gap-2", className)} {...props} />
    </FieldContext>
  );
}

export function FieldLabel(props: Omit<React.ComponentProps<typeof Label>, "htmlFor">) {
  return <Label htmlFor={useField().id} {...props} />;
}

/** Wraps exactly one control and gives it the field's id and ARIA state. */
export function FieldControl(props: React.ComponentProps<typeof Slot>) {
  const { id, errorId, hintId, error, hint } = useField();
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ");
  return (
    <Slot
      id={id}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy || undefined}
      {...props}
    />
  );
}

/** A note under the control, muted unless `tone` gives it the colour of an error. */
export function FieldHint({
  className,
  tone = "muted",
  ...props
}: React.ComponentProps<"p"> & { tone?: "muted" | "error" }) {
  return (
    <p
      id={useField().hintId}
      className={cn(
        "text-xs",
        tone === "error" ? "font-medium text-destructive" : "text-muted-foreground",
        className,
      )}
      {...props}
    />
  );
}

/** The validation message under the control; nothing when the field is valid. */
export function FieldError({ className, ...props }: Omit<React.ComponentProps<"p">, "children">) {
  const { errorId, error } = useField();
  if (!error) return null;
  return (
    <p id={errorId} className={cn("text-sm font-medium text-destructive", className)} {...props}>
      {error}
    </p>
  );
}
