import "#tests/support/app/image-manifest-stub.ts";

import { describe, expect, it } from "vitest";

import { loadContent } from "#app/content/load.server.ts";
import { languages, paths } from "#app/lib/paths.ts";
import { descriptionOf, loaderArgs, routeMeta, titleOf } from "#tests/support/app/route-visit.ts";

import { loader, meta } from "./home";

const content = loadContent();

describe.each(languages)("the home route (%s)", (lang) => {
  it("titles and describes the page as the owner's about file says", () => {
    const path = paths.home(lang);
    const loaderData = loader(loaderArgs(path, path, {}));
    const head = routeMeta(meta, { path, routeId: `home-${lang}`, params: {}, loaderData });
    expect(titleOf(head)).toBe(content.about[lang].meta.title);
    expect(descriptionOf(head)).toBe(content.about[lang].meta.description);
  });
});
