import { type RefObject, useEffect, useEffectEvent, useState } from "react";
import { useLocation, useNavigationType, useSearchParams } from "react-router";

import { afterNextPaint } from "#app/boot/after-next-paint.ts";
import { isHydrating } from "#app/boot/hydration.ts";
import { choose, useHtmlChoice } from "#app/components/ui/use-html-choice.ts";
import type { TagLabel } from "#app/content/pages.server.ts";

import { tagInputName } from "./tag-filter";

// The radio group's name is the query parameter, as a GET form would send it: the page's bootstrap
// checks the radio a shared address names before the app runs (app/boot/page/app-start.ts).
const tagParam = tagInputName;

/**
 * The project filter. The checked radio is the choice ("" for All; undefined until the app reads
 * it); the address mirrors it in ?tag=<id>, so it can be shared, reloaded and undone with Back.
 * Returns the tag the radios' markup starts on too.
 */
export function useTagFilter(tags: TagLabel[], group: RefObject<HTMLElement | null>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const inUrl = tags.find(({ id }) => id === searchParams.get(tagParam))?.id ?? "";
  const tag = useHtmlChoice(group);
  // The prerendered page's radios start on All and the bootstrap checks the address's tag; radios
  // the app renders afresh (another page, the other language) start on the address's tag.
  const [initialTag] = useState(() => (isHydrating() ? "" : inUrl));
  const [arrival] = useState(location);

  // Back and Forward bring back the tag their address names. The address the page arrived at was
  // applied before (above), and a tap made since, while the app started, stands.
  useEffect(() => {
    if (navigationType === "POP" && location !== arrival) choose(group.current, inUrl);
  }, [navigationType, location, arrival, group, inUrl]);

  // The address follows in a task after the frame that shows the chosen cards: a router navigation
  // re-renders whatever reads the location, and reads the scroll position, which would lay out the
  // filtered grid inside the tap. Of several taps in one frame, the last one is kept.
  const keepInUrl = useEffectEvent((chosen: string) => {
    if (chosen === inUrl) return;
    const next = new URLSearchParams(searchParams);
    if (chosen) next.set(tagParam, chosen);
    else next.delete(tagParam);
    setSearchParams(next, { preventScrollReset: true });
  });
  useEffect(() => {
    if (tag === undefined) return;
    let latest = true;
    afterNextPaint(() => {
      if (latest) keepInUrl(tag);
    });
    return () => {
      latest = false;
    };
  }, [tag]);

  return { tag, initialTag };
}
