import { describe, expect, it } from "vitest";

import { languagePrefix, languages } from "#app/lib/paths.ts";
import { messages } from "#app/locales/messages.server.ts";
import { descriptionOf, routeMeta, titleOf } from "#tests/support/app/route-visit.ts";

import { meta } from "./not-found";

describe.each(languages)("the not-found route (%s)", (lang) => {
  it("titles and describes a missing page in its language, and keeps it out of indexes", () => {
    // The route has no loader: its meta reads the root loader's strings only.
    const path = `${languagePrefix[lang]}/no/such/page`;
    const params = { "*": "no/such/page" };
    const head = routeMeta(meta, {
      path,
      routeId: `not-found-${lang}`,
      params,
      loaderData: undefined,
    });
    const { notFound } = messages[lang].common;
    expect(titleOf(head)).toBe(notFound.metaTitle);
    expect(descriptionOf(head)).toBe(notFound.description);
    expect(head).toContainEqual({ name: "robots", content: "noindex" });
  });
});
