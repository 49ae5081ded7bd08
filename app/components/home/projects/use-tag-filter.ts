import { useSearchParams } from "react-router";

import type { TagLabel } from "~/content/pages.server";
import { useHydrated } from "~/lib/use-hydrated";

const tagParam = "tag";

/** The active project filter, kept in ?tag=<id> so it can be shared, reloaded and undone with Back. */
export function useTagFilter(tags: TagLabel[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const hydrated = useHydrated();
  const requested = searchParams.get(tagParam);
  // An unknown id falls back to All, as does the prerendered HTML until hydration has finished.
  const active = hydrated ? (tags.find((tag) => tag.id === requested) ?? null) : null;

  function select(id: string | null) {
    if (id === (active?.id ?? null)) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set(tagParam, id);
        else next.delete(tagParam);
        return next;
      },
      { preventScrollReset: true },
    );
  }

  return { active, select };
}
