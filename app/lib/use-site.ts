import { useRouteLoaderData } from "react-router";

import type { loader } from "#app/root.tsx";

/** Site-wide data from the root loader: the page language and the owner's identity and profiles. */
export function useSite() {
  const data = useRouteLoaderData<typeof loader>("root");
  if (!data) throw new Error("useSite() needs the root loader's data");
  return { lang: data.lang, owner: data.owner };
}
