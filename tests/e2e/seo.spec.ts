import { existsSync } from "node:fs";
import { join } from "node:path";

import { type APIRequestContext, expect, test } from "@playwright/test";
import sharp from "sharp";

import { languageFromPath, paths, twinPath } from "#app/lib/paths.ts";
import { absoluteUrl, alternatePaths } from "#app/lib/seo/page-urls.ts";

import { content } from "../support/e2e/content";
import { t } from "../support/e2e/copy";
import { fetchHead } from "../support/e2e/html";
import { clientDir, notFoundPages, sitePages, siteUrl } from "../support/e2e/site-pages";

// Reads each page as a crawler does: the prerendered HTML over HTTP, without running any script.

type Head = {
  lang: string;
  title: string;
  meta: Record<string, string[]>;
  /** The canonical link and the language alternates (the feeds' typed alternates are feeds.spec's). */
  links: { rel: string; hreflang: string | null; href: string }[];
  jsonLd: string[];
};

function headOf(document: Document): Head {
  const meta: Record<string, string[]> = {};
  for (const tag of document.head.querySelectorAll("meta[name], meta[property]")) {
    const key = tag.getAttribute("name") ?? tag.getAttribute("property") ?? "";
    (meta[key] ??= []).push(tag.getAttribute("content") ?? "");
  }
  return {
    lang: document.documentElement.lang,
    title: document.title,
    meta,
    links: [
      ...document.head.querySelectorAll("link[rel=canonical], link[rel=alternate]:not([type])"),
    ].map((link) => ({
      rel: link.getAttribute("rel") ?? "",
      hreflang: link.getAttribute("hreflang"),
      href: link.getAttribute("href") ?? "",
    })),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => script.textContent ?? "",
    ),
  };
}

// Each page is fetched once per worker: a page's own test and its twin's reciprocity check share it.
const heads = new Map<string, Promise<Head>>();

function readHead(request: APIRequestContext, path: string): Promise<Head> {
  let head = heads.get(path);
  if (!head) {
    head = fetchHead(request, path).then((page) => {
      expect(page.status, path).toBe(200);
      return headOf(page.document);
    });
    heads.set(path, head);
  }
  return head;
}

function one(head: Head, key: string): string {
  const values = head.meta[key] ?? [];
  expect(values, key).toHaveLength(1);
  return values[0]!;
}

function alternatesOf(head: Head) {
  return head.links
    .filter((link) => link.rel === "alternate")
    .map((link) => ({ hreflang: link.hreflang, href: link.href }))
    .sort((a, b) => String(a.hreflang).localeCompare(String(b.hreflang)));
}

const ogLocale = { en: "en_US", es: "es_ES" } as const;

/** The title and description a page must have: the owner's content and the translations say. */
function expectedHead(path: string): { title: string; description: string } {
  const lang = languageFromPath(path);
  const name = content.site.name;
  const page = twinPath(path, "en");
  if (page === "/") {
    const { title, description } = content.about[lang].meta;
    return { title, description };
  }
  if (page === paths.cv("en")) {
    return {
      title: t(lang, "cv.page.metaTitle", { name }),
      description: t(lang, "cv.page.metaDescription", { name }),
    };
  }
  if (page === paths.contact("en")) {
    return {
      title: t(lang, "contact.page.metaTitle", { name }),
      description: t(lang, "contact.page.metaDescription", { name }),
    };
  }
  const project = content.projects.find((p) => paths.project("en", p.id) === page);
  expect(project, `a project at ${path}`).toBeDefined();
  const text = project!.text[lang];
  return { title: `${text.title} · ${name}`, description: text.description };
}

test.describe("head tags of every page", () => {
  for (const path of sitePages) {
    test(path, async ({ request }) => {
      const head = await readHead(request, path);
      const lang = languageFromPath(path);
      const url = absoluteUrl(siteUrl, path);
      expect(head.lang).toBe(lang);

      const { title, description } = expectedHead(path);
      expect(head.title).toBe(title);
      expect(one(head, "description")).toBe(description);
      expect(head.meta.robots).toBeUndefined();
      expect(head.links.filter((l) => l.rel === "canonical")).toEqual([
        { rel: "canonical", hreflang: null, href: url },
      ]);

      const expected = alternatePaths(path).map((a) => ({
        hreflang: a.hrefLang,
        href: absoluteUrl(siteUrl, a.path),
      }));
      expect(alternatesOf(head)).toEqual(
        expected.sort((a, b) => a.hreflang.localeCompare(b.hreflang)),
      );
      // Reciprocal: the twin names the same set of pages, and calls itself by its hreflang URL.
      const twin = expected.find((a) => a.hreflang === (lang === "en" ? "es" : "en"))!;
      const twinHead = await readHead(request, new URL(twin.href).pathname);
      expect(alternatesOf(twinHead)).toEqual(alternatesOf(head));
      expect(twinHead.links.find((l) => l.rel === "canonical")?.href).toBe(twin.href);

      const kind =
        path === "/" || path === "/es/"
          ? "home"
          : path.endsWith("/cv") || path.endsWith("/contact")
            ? "cv"
            : "project";
      expect(one(head, "og:type")).toBe(kind === "project" ? "article" : "website");
      expect(one(head, "og:title")).toBe(head.title);
      expect(one(head, "og:description")).toBe(one(head, "description"));
      expect(one(head, "og:url")).toBe(url);
      expect(one(head, "og:locale")).toBe(ogLocale[lang]);
      expect(one(head, "og:locale:alternate")).toBe(ogLocale[lang === "en" ? "es" : "en"]);
      expect(one(head, "og:image:width")).toBe("1200");
      expect(one(head, "og:image:height")).toBe("630");
      expect(one(head, "og:image:alt").length).toBeGreaterThan(0);
      expect(one(head, "twitter:card")).toBe("summary_large_image");
      expect(one(head, "twitter:title")).toBe(head.title);

      const image = one(head, "og:image");
      expect(image.startsWith(`${siteUrl}/`), image).toBe(true);
      expect(one(head, "twitter:image")).toBe(image);
      const file = join(clientDir, decodeURIComponent(new URL(image).pathname));
      expect(existsSync(file), file).toBe(true);
      const { format, width, height } = await sharp(file).metadata();
      expect({ format, width, height }).toEqual({ format: "jpeg", width: 1200, height: 630 });

      expect(head.jsonLd).toHaveLength(1);
      const data: Record<string, unknown> = JSON.parse(head.jsonLd[0]!);
      expect(data["@context"]).toBe("https://schema.org");
      if (kind !== "project") {
        // The CV describes the same Person as the home page, identified by the home page's URL.
        expect(data).toMatchObject({
          "@type": "Person",
          name: content.site.name,
          jobTitle: content.about[lang].meta.jobTitle,
          url: absoluteUrl(siteUrl, paths.home(lang)),
          email: content.site.email,
          sameAs: Object.values(content.site.profiles).map((profile) => profile.url),
        });
      } else {
        const id = decodeURIComponent(path.split("/").pop()!);
        const project = content.projects.find((p) => p.id === id)!;
        expect(data).toMatchObject({
          "@type": "CreativeWork",
          name: project.text[lang].title,
          description: project.text[lang].description,
          dateCreated: String(project.meta.year),
          datePublished: String(project.meta.year),
          inLanguage: lang,
          url,
          image,
          author: { "@type": "Person", name: content.site.name },
          keywords: project.meta.tags.map((tag) => content.tags.find((t) => t.id === tag)![lang]),
        });
      }
    });
  }
});

test.describe("404 pages", () => {
  for (const path of notFoundPages) {
    test(`${path} has its not-found title and description, and is kept out of indexes`, async ({
      request,
    }) => {
      const { status, document } = await fetchHead(request, path);
      expect(status).toBe(404);
      const head = {
        title: document.title,
        description: document.querySelector('meta[name="description"]')?.getAttribute("content"),
        robots: document.querySelector('meta[name="robots"]')?.getAttribute("content"),
        links: document.head.querySelectorAll(
          "link[rel=canonical], link[rel=alternate]:not([type])",
        ).length,
        og: document.head.querySelectorAll('meta[property^="og:"]').length,
      };
      const lang = languageFromPath(path);
      const notFound = /\/project\/[^/]+$/.test(path)
        ? {
            title: t(lang, "project.notFound.title"),
            description: t(lang, "project.notFound.description"),
          }
        : {
            title: t(lang, "common.notFound.metaTitle"),
            description: t(lang, "common.notFound.description"),
          };
      expect(head).toMatchObject({ ...notFound, robots: "noindex", links: 0, og: 0 });
    });
  }
});

test.describe("sitemap and robots.txt", () => {
  test("the sitemap lists every page in both languages with its alternates", async ({
    request,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("xml");
    const xml = await response.text();
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    const locs = entries.map((entry) => /<loc>([^<]+)<\/loc>/.exec(entry)?.[1]);
    expect([...locs].sort()).toEqual(sitePages.map((path) => absoluteUrl(siteUrl, path)).sort());
    // Both languages of the home page and of every project, each page with its twin.
    for (const project of content.projects) {
      expect(sitePages).toContain(`/project/${project.id}`);
      expect(sitePages).toContain(`/es/project/${project.id}`);
    }
    expect(sitePages).toEqual(expect.arrayContaining(["/", "/es/"]));
    for (const path of sitePages) {
      expect(sitePages).toContain(twinPath(path, languageFromPath(path) === "en" ? "es" : "en"));
    }
    expect(locs.some((loc) => loc?.includes("404") || loc?.includes("not-found"))).toBe(false);
    for (const [index, entry] of entries.entries()) {
      const links = [
        ...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g),
      ];
      const expected = alternatePaths(new URL(locs[index]!).pathname).map((a) => [
        a.hrefLang,
        absoluteUrl(siteUrl, a.path),
      ]);
      expect(links.map((m) => [m[1], m[2]])).toEqual(expected);
    }
  });

  test("robots.txt allows everything and points at the sitemap", async ({ request }) => {
    const text = await (await request.get("/robots.txt")).text();
    expect(text).toContain("User-agent: *\nAllow: /");
    expect(text).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });
});
