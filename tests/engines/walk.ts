import { z } from "zod";

import { hydratedSignal } from "#app/boot/hydration.ts";
import { paths } from "#app/lib/paths.ts";

import { content } from "../support/e2e/content";
import { contactCopy, cvCopy, homeCopy, projectCopy, t } from "../support/e2e/copy";
import { projectTitles, tagById } from "../support/e2e/home";
import { type ElementRef, type EnginePage, keys, poll, read, type Script, waitUntil } from "./page";

// The specification's behaviours, walked in one browser as a visitor would: every step waits for
// what the page shows, never for a time. The same walk runs with JavaScript on and off; where the
// site differs without it (radio tabs, the plain contact page) the walk says so.

export type WalkOptions = { javaScript: boolean; width: number };

type Step = { name: string; run: () => Promise<void> };

const copy = homeCopy.en;
const contact = contactCopy.en;

// In-page helpers, as JavaScript source (see page.ts).
const isShown = "(el) => el !== null && el.getClientRects().length > 0";
const byText = `(root, selector, text) => [...root.querySelectorAll(selector)].find((el) => el.textContent.trim() === text) ?? null`;

/** The first element matching a selector whose text is exactly `text`. */
function element(selector: string, text: string): Script {
  return {
    fn: `(selector, text) => (${byText})(document, selector, text)`,
    args: [selector, text],
  };
}

function textShown(within: string, text: string): Script {
  return {
    fn: `(within, text) => [...document.querySelectorAll(within + " *")].some((el) => el.childElementCount === 0 && el.textContent.trim() === text && (${isShown})(el))`,
    args: [within, text],
  };
}

const visibleTitles: Script = {
  fn: `() => [...document.querySelectorAll("#projects li[data-tags]")].filter((li) => li.getClientRects().length > 0).map((li) => li.querySelector("h3")?.textContent.trim())`,
};

function sameList(expected: readonly string[]): Script {
  return {
    fn: `(expected) => { const shown = (${visibleTitles.fn})(); return JSON.stringify(shown) === expected; }`,
    args: [JSON.stringify(expected)],
  };
}

// The app starts at the visitor's first use (app/boot/page/app-start.ts): each look gives a scroll
// event that moves nothing, until the app has hydrated.
const hydrated: Script = {
  fn: `() => { dispatchEvent(new Event("scroll")); return document.documentElement.hasAttribute(${JSON.stringify(hydratedSignal.attribute)}); }`,
};

function atPath(path: string): Script {
  return {
    fn: `(path) => document.readyState === "complete" && location.pathname === path`,
    args: [path],
  };
}

/** Where a section is against the place a jump puts it (below the fixed top bar), or null. */
function sectionPlace(id: string): Script {
  return {
    fn: `(id) => {
      const top = document.getElementById(id).getBoundingClientRect().top;
      const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
      const atEnd = Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight;
      const there = Math.abs(top - padding) <= 1 || (scrollY === 0 && top >= -1 && top <= padding + 1) || (atEnd && top >= -1);
      return there ? scrollY : null;
    }`,
    args: [id],
  };
}

/** Waits for a section to arrive at the top and stay there (a smooth scroll passes through). */
async function expectSectionAtTop(page: EnginePage, id: string) {
  let previous: number | null = null;
  await poll(`#${id} at the top`, async () => {
    const place = await read(page, z.number().nullable(), sectionPlace(id));
    const settled = place !== null && place === previous;
    previous = place;
    return settled;
  });
}

const menuOpen: Script = {
  fn: `() => document.querySelector("header nav[popover]").matches(":popover-open")`,
};

function topBarSolid(solid: boolean): Script {
  return {
    fn: `(solid) => { const bar = document.querySelector("header.top-bar"); const colour = getComputedStyle(bar).backgroundColor; const clear = colour === "transparent" || /rgba\\(.*, 0\\)$/.test(colour); return solid ? !clear : clear; }`,
    args: [solid],
  };
}

/**
 * Where the element a script finds is drawn (x, y, width, height, in whole pixels), or null; null
 * too while a page transition runs (app.css), whose picture of the pages covers them until it ends.
 */
function boxOf(script: Script): Script {
  return {
    fn: `(...args) => { let moving = false; try { moving = document.documentElement.matches(":active-view-transition"); } catch {} if (moving) return null; const el = (${script.fn})(...args); if (!el) return null; const r = el.getBoundingClientRect(); return [r.x, r.y, r.width, r.height].map(Math.round).join(" "); }`,
    args: script.args,
  };
}

function describe(script: Script): string {
  return script.args?.join(" ") ?? script.fn;
}

/**
 * Waits until the element a script finds holds still (the same box on two looks in a row), as a
 * person waits for a page still scrolling or a dialog still growing before tapping: a driver aims
 * at the element's centre, and WebKit answers "element not interactable" when that centre is out of
 * view as it aims, most likely because the element moved (tests/engines/README.md).
 */
async function whenStill(page: EnginePage, script: Script): Promise<ElementRef> {
  let previous: unknown = null;
  await poll(`${describe(script)} to hold still`, async () => {
    const box = await page.evaluate(boxOf(script));
    const still = box !== null && box === previous;
    previous = box;
    return still;
  });
  return page.find(script);
}

/** Runs one action on an element, naming the element if it fails. */
async function actOn(what: string, script: Script, action: () => Promise<void>): Promise<void> {
  try {
    await action();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${what} ${describe(script)}: ${reason}`);
  }
}

async function click(page: EnginePage, script: Script) {
  await actOn("clicking", script, async () => page.click(await whenStill(page, script)));
}

async function typeInto(page: EnginePage, script: Script, text: string) {
  await actOn("typing into", script, async () => page.type(await whenStill(page, script), text));
}

export function walkSteps(
  page: EnginePage,
  origin: string,
  options: WalkOptions,
  deliveries: () => unknown[],
): Step[] {
  const { javaScript, width } = options;
  const phone = width < 768;
  const open = async (path: string) => {
    await page.goto(`${origin}${path}`);
    if (javaScript) await waitUntil(page, "hydration", hydrated);
  };
  const nft = tagById("nft");
  const about = content.about.en;

  return [
    {
      name: "the home page loads",
      run: async () => {
        await open(paths.home("en"));
        await waitUntil(page, "the hero", {
          fn: `() => document.documentElement.lang === "en" && document.querySelector("#hero h1") !== null`,
        });
      },
    },
    ...(javaScript
      ? [
          {
            name: "a link to a section lands there at once, not through a smooth scroll from the top",
            run: async () => {
              // A new document (from the same one, a fragment is an in-page jump, smooth by
              // design), read as soon as it has loaded: a smooth scroll down to the projects
              // takes over a second, an arrival is already there.
              await page.goto("about:blank");
              await page.goto(`${origin}${paths.home("en")}#projects`);
              const place = await read(page, z.number().nullable(), sectionPlace("projects"));
              if (place === null || place === 0) {
                const scrollY = await page.evaluate({ fn: "() => scrollY" });
                throw new Error(
                  `the projects were not in place at load (scrollY ${String(scrollY)})`,
                );
              }
              await open(paths.home("en"));
            },
          },
        ]
      : []),
    {
      name: "a tag shows only its projects; All shows every one",
      run: async () => {
        await click(page, element("#projects label", nft.en));
        await waitUntil(page, "the NFT projects", sameList(projectTitles("en", "nft")));
        await click(page, element("#projects label", copy.all));
        await waitUntil(page, "every project", sameList(projectTitles("en")));
      },
    },
    {
      name: "the about tabs answer a click and an arrow key",
      run: async () => {
        const [, awards, education] = copy.tabs;
        const tab = javaScript
          ? element("#about [role=tab]", awards)
          : element("#about label", awards);
        await click(page, tab);
        await waitUntil(page, "the awards", textShown("#about", about.awards[0]?.name ?? ""));
        await page.press(keys.arrowRight);
        await waitUntil(
          page,
          "the education",
          textShown("#about", about.education[0]?.degree ?? ""),
        );
        if (javaScript) {
          await waitUntil(page, "the education tab selected", {
            fn: `(name) => document.activeElement?.getAttribute("role") === "tab" && document.activeElement.textContent.trim() === name && document.activeElement.getAttribute("aria-selected") === "true"`,
            args: [education],
          });
        }
      },
    },
    {
      name: "the language button leads to Spanish and back",
      run: async () => {
        await click(page, { fn: `() => document.querySelector('a[hreflang="es"][lang="es"]')` });
        await waitUntil(page, "the Spanish home page", atPath(paths.home("es")));
        await waitUntil(page, "lang=es", { fn: `() => document.documentElement.lang === "es"` });
        await click(page, { fn: `() => document.querySelector('a[hreflang="en"][lang="en"]')` });
        await waitUntil(page, "the English home page", atPath(paths.home("en")));
        await waitUntil(page, "lang=en", { fn: `() => document.documentElement.lang === "en"` });
        if (javaScript) await waitUntil(page, "hydration", hydrated);
      },
    },
    {
      name: "the top bar turns solid past 20 px of scroll",
      run: async () => {
        await page.evaluate({ fn: `() => window.scrollTo({ top: 0, behavior: "instant" })` });
        // Without JavaScript the bar is solid from the start where CSS cannot follow the scroll.
        if (javaScript) await waitUntil(page, "a clear top bar at the top", topBarSolid(false));
        await page.evaluate({ fn: `() => window.scrollTo({ top: 30, behavior: "instant" })` });
        await waitUntil(page, "a solid top bar", topBarSolid(true));
      },
    },
    {
      name: "the theme switch turns the page dark, and back to the system's",
      run: async () => {
        const themeButton: Script = {
          fn: `(label) => document.querySelector(\`header button[aria-label="\${label}"]\`)`,
          args: [t("en", "nav.theme.open")],
        };
        const darkPage: Script = {
          fn: `(dark) => getComputedStyle(document.body).backgroundColor === dark`,
          args: ["rgb(17, 16, 21)"],
        };
        await click(page, themeButton);
        await click(page, element("header [popover] label", t("en", "nav.theme.dark")));
        await waitUntil(page, "a dark page", darkPage);
        await click(page, element("header [popover] label", t("en", "nav.theme.system")));
        await waitUntil(page, "the system's theme", {
          fn: `(dark) => getComputedStyle(document.body).backgroundColor !== dark`,
          args: darkPage.args,
        });
        await click(page, themeButton);
      },
    },
    {
      name: "the top bar's links reach their sections",
      run: async () => {
        for (const id of ["about", "projects", "contact"] as const) {
          // Without JavaScript the menu stays open after a jump (only the app closes it).
          if (phone && (await page.evaluate(menuOpen)) !== true) {
            // The menu's own button: the theme switch's opens a popover too.
            await click(page, {
              fn: `() => document.querySelector(\`header button[popovertarget="\${document.querySelector("header nav[popover]").id}"]\`)`,
            });
          }
          const nav = phone ? "header nav[popover]" : "header nav:not([popover])";
          await click(page, element(`${nav} a`, copy.nav[id]));
          await expectSectionAtTop(page, id);
        }
      },
    },
    {
      name: "the contact form refuses an empty message, then sends one",
      run: async () => {
        const entry = {
          name: `Engine walk ${Date.now()}`,
          email: "walk@example.com",
          reason: "consulting",
          message: `Sent from a cross-engine walk at ${width} px, JavaScript ${javaScript ? "on" : "off"}.`,
        };
        await click(page, element("#contact a", contact.open));
        const form = javaScript ? "[role=dialog] form" : "main form";
        if (!javaScript) await waitUntil(page, "the contact page", atPath(paths.contact("en")));
        await waitUntil(page, "the form", {
          fn: `(form) => document.querySelector(form) !== null`,
          args: [form],
        });
        await click(page, element(`${form} button[type=submit]`, contact.submit));
        for (const error of [
          contact.errors.name,
          contact.errors.email,
          contact.errors.reason,
          contact.errors.message,
        ]) {
          await waitUntil(page, `"${error}"`, textShown(form, error));
        }
        const field = (label: string): Script => ({
          fn: `(form, label) => { const l = [...document.querySelectorAll(form + " label")].find((el) => el.textContent.trim() === label); return l ? document.getElementById(l.htmlFor) : null; }`,
          args: [form, label],
        });
        await typeInto(page, field(contact.labels.name), entry.name);
        await typeInto(page, field(contact.labels.email), entry.email);
        // A native select's list is drawn by the browser, outside the page: chosen by script.
        await page.evaluate({
          fn: `(form, label, value) => { const l = [...document.querySelectorAll(form + " label")].find((el) => el.textContent.trim() === label); const select = document.getElementById(l.htmlFor); select.value = value; select.dispatchEvent(new Event("change", { bubbles: true })); }`,
          args: [form, contact.labels.reason, entry.reason],
        });
        await typeInto(page, field(contact.labels.message), entry.message);
        await click(page, element(`${form} button[type=submit]`, contact.submit));
        await waitUntil(
          page,
          '"Message sent!"',
          textShown(javaScript ? "body" : "main", contact.success[0]),
        );
        await poll("the message at the owner's webhook", async () =>
          deliveries().some((message) => JSON.stringify(message) === JSON.stringify(entry)),
        );
      },
    },
    {
      name: "a project page shows its images and leads back to the projects",
      run: async () => {
        await open(paths.home("en"));
        const project = content.projects[0];
        if (!project) throw new Error("No project in content");
        await click(page, {
          fn: `(href) => document.querySelector('#projects a[href="' + href + '"]')`,
          args: [paths.project("en", project.id)],
        });
        await waitUntil(page, "the project page", atPath(paths.project("en", project.id)));
        if (javaScript) await waitUntil(page, "hydration", hydrated);
        await waitUntil(page, "its title", textShown("main", project.text.en.title));
        // Lazy images load as they near the viewport: bring each in turn, until all have.
        await waitUntil(page, "every image loaded", {
          fn: `() => {
            const images = [...document.querySelectorAll("main img")];
            const waiting = images.find((img) => !(img.complete && img.naturalWidth > 0));
            waiting?.scrollIntoView({ block: "center", behavior: "instant" });
            return images.length > 0 && waiting === undefined;
          }`,
        });
        await click(page, element("main a", projectCopy.en.back));
        await waitUntil(page, "the home page", atPath(paths.home("en")));
        // Its address names the section, so the projects are in view with JavaScript or without.
        await expectSectionAtTop(page, "projects");
      },
    },
    {
      name: "the CV page links its PDF",
      run: async () => {
        await open(paths.cv("en"));
        const href = await read(page, z.string(), {
          fn: `(text) => { const link = [...document.querySelectorAll("a[download]")].find((a) => a.textContent.trim() === text); return link ? link.href : ""; }`,
          args: [cvCopy.en.download],
        });
        const response = await fetch(href);
        const body = Buffer.from(await response.arrayBuffer());
        if (
          response.status !== 200 ||
          response.headers.get("content-type") !== "application/pdf" ||
          body.subarray(0, 5).toString() !== "%PDF-"
        ) {
          throw new Error(
            `The CV link ${href} gave ${response.status} ${response.headers.get("content-type")}`,
          );
        }
      },
    },
    {
      name: "a missing page shows the 404 page, which leads home",
      run: async () => {
        await page.goto(`${origin}/no/such/page`);
        if (javaScript) await waitUntil(page, "hydration", hydrated);
        await waitUntil(page, "the 404 title", textShown("main", copy.notFound));
        await click(page, element("main a", copy.backHome));
        await waitUntil(page, "the home page", atPath(paths.home("en")));
      },
    },
  ];
}
