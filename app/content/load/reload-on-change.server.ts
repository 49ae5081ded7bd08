import { contentRevision } from "../content-revision.server";

/**
 * `load(dir)` once, then again only when the folder's revision has changed (any file saved, added,
 * removed or renamed: the same revision the live preview announces and reloads pages on), or the
 * year has, which the date rules read. The dev server asks for the content several times per
 * request, and reading it whole costs far more than the revision's stat calls.
 */
export function reloadOnChange<T>(dir: string, load: (dir: string) => T): () => T {
  let last: { key: string; value: T } | undefined;
  return () => {
    const key = `${new Date().getFullYear()} ${contentRevision(dir)}`;
    if (last?.key !== key) last = { key, value: load(dir) };
    return last.value;
  };
}
