import { type RefObject, startTransition, useCallback, useEffect, useRef, useState } from "react";
import { useNavigationType, useSearchParams } from "react-router";

import type { TagLabel } from "#app/content/pages.server.ts";
import { afterNextPaint } from "#app/boot/after-next-paint.ts";

import { activeTagAttribute, tagInputName } from "./tag-filter";

// The radio group's name is the query parameter, as a GET form would send it: the page's bootstrap
// checks the radio a shared address names before the app runs (app/boot/page/app-start.ts).
const tagParam = tagInputName;

function checkedTag(group: HTMLElement | null): string | null {
  const checked = group?.querySelector<HTMLInputElement>(`input[name="${tagInputName}"]:checked`);
  return checked?.value || null;
}

/** Checks the radio for `id` (All for null): the URL leads (a shared link, Back and Forward). */
function check(group: HTMLElement | null, id: string | null) {
  const inputs = group?.querySelectorAll<HTMLInputElement>(`input[name="${tagInputName}"]`) ?? [];
  for (const input of inputs) if (input.value === (id ?? "")) input.checked = true;
}

/** Marks the grid with the chosen tag ("" for All): the filter's CSS rules read it. */
function mark(grid: HTMLElement | null, id: string | null) {
  grid?.setAttribute(activeTagAttribute, id ?? "");
}

/**
 * The project filter. The radios hold the choice (they work before the app runs); the app keeps it
 * in ?tag=<id>, so it can be shared, reloaded and undone with Back, and marks the grid with the
 * chosen tag. `active` is the chosen tag (null for All) once the app follows the filter, from the
 * render that first marks the grid, after which the grid's mark alone filters the cards; until then
 * it is undefined.
 */
export function useTagFilter(
  tags: TagLabel[],
  group: RefObject<HTMLElement | null>,
  grid: RefObject<HTMLElement | null>,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const known = (id: string | null) => tags.find((tag) => tag.id === id)?.id ?? null;
  const requested = known(searchParams.get(tagParam));
  const [active, setActive] = useState<string | null>();
  const hydrating = useRef(true);
  // The visitor's latest tap until the URL shows it (undefined: none): the URL of an earlier tap,
  // arriving after a later tap, is stale, and the later tap stands. Back and Forward always lead.
  const tapped = useRef<string | null>(undefined);
  const navigationType = useNavigationType();

  const keepInUrl = useCallback(
    (id: string | null) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set(tagParam, id);
          else next.delete(tagParam);
          return next;
        },
        { preventScrollReset: true },
      ),
    [setSearchParams],
  );

  // The URL leads (a shared link, Back and Forward), except over a tag the visitor chose while the
  // page was loading (the radios then hold a choice the prerendered page did not, and it stands),
  // and over a later tap. The grid's mark is the app's, set here and at each tap, never rendered:
  // a render of an earlier state cannot put back a mark a later tap has changed.
  useEffect(() => {
    let tag = requested;
    if (hydrating.current) {
      hydrating.current = false;
      const chosen = checkedTag(group.current);
      if (chosen !== null && chosen !== requested) {
        // The radios are the page's state before hydration: one more render takes it over. The
        // tap gets its own history entry, as a tap on the running app does, so Back undoes it.
        tag = chosen;
        keepInUrl(chosen);
      }
    }
    if (tapped.current !== undefined && tapped.current !== tag && navigationType !== "POP") return;
    tapped.current = undefined;
    check(group.current, tag);
    mark(grid.current, tag);
    setActive(tag);
    // Runs when the URL's tag changes; keepInUrl only reads the router's current URL, and the
    // navigation's type matters only with the tag it brings.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requested, group, grid]);

  // The tap itself is the browser's, and the grid's mark: the radio is checked, and CSS shows the
  // chosen tag's cards in the very next frame, without React. The app follows in a task after that
  // frame is painted, as work React may split and interrupt: the status line, then the URL (a
  // router navigation re-renders whatever reads the location, and reads the scroll position, which
  // would lay out the filtered grid inside the tap).
  // The page's own listener: the radios are the page's HTML, not React's (tag-filter.tsx says why),
  // so no React handler can reach them.
  useEffect(() => {
    const fieldset = group.current;
    const select = ({ target }: Event) => {
      if (!(target instanceof HTMLInputElement) || target.name !== tagInputName) return;
      const id = target.value || null;
      tapped.current = id;
      mark(grid.current, id);
      afterNextPaint(() =>
        startTransition(() => {
          setActive(id);
          keepInUrl(id);
        }),
      );
    };
    fieldset?.addEventListener("change", select);
    return () => fieldset?.removeEventListener("change", select);
  }, [group, grid, keepInUrl]);

  return active;
}
