import "#tests/support/app/image-manifest-stub.ts";

import { describe, expect, it } from "vitest";

import { loadContent } from "#app/content/load.server.ts";
import { languages, paths } from "#app/lib/paths.ts";
import { messages } from "#app/locales/messages.server.ts";
import { descriptionOf, loaderArgs, routeMeta, titleOf } from "#tests/support/app/route-visit.ts";

import { loader, meta } from "./contact";

const content = loadContent();

describe.each(languages)("the contact route (%s)", (lang) => {
  const path = paths.contact(lang);
  const copy = messages[lang].contact.page;
  const named = (template: string) => template.replace("{{name}}", content.site.name);

  function head() {
    const loaderData = loader(loaderArgs(path, path, {}));
    return routeMeta(meta, { path, routeId: `contact-${lang}`, params: {}, loaderData });
  }

  it("titles and describes the page from the contact page's translations, with the owner's name", () => {
    expect(titleOf(head())).toBe(named(copy.metaTitle));
    expect(descriptionOf(head())).toBe(named(copy.metaDescription));
  });

  it("is about the owner, and does not claim the CV's JSON Resume as its twin", () => {
    const tags = head();
    expect(tags).toContainEqual({
      "script:ld+json": expect.objectContaining({
        "@type": "Person",
        name: content.site.name,
        jobTitle: content.about[lang].meta.jobTitle,
      }),
    });
    expect(tags.filter((tag) => "type" in tag && tag.type === "application/json")).toEqual([]);
  });
});
