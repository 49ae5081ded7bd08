import Sparkles from "lucide-react/icons/sparkles";

import type { About } from "#app/content/schema.ts";

export function FocusBox({ focus }: { focus: About["focus"] }) {
  return (
    <div className="relative overflow-hidden rounded-2xl border border-primary/25 bg-card p-6 shadow-sm">
      <div aria-hidden="true" className="absolute inset-y-0 left-0 w-1 bg-primary" />
      <h3 id="focus-title" className="flex items-center gap-2 font-semibold text-primary">
        <Sparkles aria-hidden="true" className="size-4" />
        {focus.title}
      </h3>
      <p className="mt-3 leading-relaxed text-card-foreground">{focus.text}</p>
    </div>
  );
}
