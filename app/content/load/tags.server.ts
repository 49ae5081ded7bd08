import { type Tag, TagsSchema } from "../schema";
import type { ContentFiles } from "./content-files.server";

const tagsFile = "tags.yaml";

/** tags.yaml: the filter's tags, each with an id and a label per language. */
export function readTags(files: ContentFiles): Tag[] {
  const path = files.path(tagsFile);
  const tags = files.readYaml(path, TagsSchema)?.tags ?? [];
  if (new Set(tags.map((t) => t.id)).size !== tags.length) {
    files.report(path, "tags", "a tag id is used twice");
  }
  return tags;
}

/** A tag no project carries would be a filter button that empties the grid. */
export function reportUnusedTags(
  files: ContentFiles,
  tags: readonly Tag[],
  usedIds: ReadonlySet<string>,
): void {
  for (const tag of tags) {
    if (!usedIds.has(tag.id)) {
      files.report(files.path(tagsFile), "tags", `"${tag.id}" is used by no project`);
    }
  }
}
