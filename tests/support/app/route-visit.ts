import type { MetaDescriptor } from "react-router";

import { loader as rootLoader } from "#app/root.tsx";

// A route module's real functions, called as React Router calls them when the prerender visits a
// URL: the loader with the request, then `meta` with that loader's data and the root loader's.

/** Any origin will do: the loaders read only the path. */
const testOrigin = "http://localhost";

/** What React Router hands a loader on a visit to `path`. */
export function loaderArgs<Params extends Record<string, string>>(
  path: string,
  pattern: string,
  params: Params,
) {
  const url = new URL(path, testOrigin);
  return { request: new Request(url), url, pattern, params, context: {} };
}

/** The real root loader's data for a visit to `path`: language, strings, owner, site URL. */
export function rootData(path: string) {
  return rootLoader(loaderArgs(path, "/", {}));
}

type PageVisit<Data> = {
  path: string;
  /** The route's id in routes.ts, such as `project-es`. */
  routeId: string;
  params: Record<string, string>;
  loaderData: Data;
};

/** Calls a route's real `meta` with its loader's data and the root's, as on a visit to the page. */
export function routeMeta<Args, Data>(
  meta: (args: Args) => MetaDescriptor[],
  { path, routeId, params, loaderData }: PageVisit<Data>,
): MetaDescriptor[] {
  const root = rootData(path);
  const { pathname } = new URL(path, testOrigin);
  const args = {
    location: { pathname, search: "", hash: "", state: null, key: "default" },
    params,
    data: loaderData,
    loaderData,
    matches: [
      { id: "root", pathname: "/", params: {}, meta: [], data: root, loaderData: root },
      { id: routeId, pathname, params, meta: [], data: loaderData, loaderData },
    ],
  };
  // The generated Route.MetaArgs spells out each route's id per language, which a helper for every
  // route cannot name; the shape is what React Router passes (see MetaArgs in react-router).
  return meta(args as Args);
}

/** The <title> the tags make. */
export function titleOf(tags: MetaDescriptor[]): string | undefined {
  for (const tag of tags) if ("title" in tag && typeof tag.title === "string") return tag.title;
  return undefined;
}

/** The <meta name="description"> the tags make. */
export function descriptionOf(tags: MetaDescriptor[]): string | undefined {
  for (const tag of tags) {
    if ("name" in tag && tag.name === "description" && typeof tag.content === "string") {
      return tag.content;
    }
  }
  return undefined;
}
