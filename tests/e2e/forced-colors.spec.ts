import { mkdirSync } from "node:fs";

import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import sharp from "sharp";

import { paths } from "#app/lib/paths.ts";

import { homeCopy } from "../support/e2e/copy";
import { radioOption, tagById } from "../support/e2e/home";
import { waitForHydration } from "../support/e2e/hydration";

// Forced colours (Windows contrast themes) replace the site's colours with a few system ones, so a
// state shown only by a colour (a filled chip, a white tab) disappears. Each control here is
// photographed in both of its states under forced colours, and the two pictures must differ
// plainly: not by anti-aliasing, but in a good share of pixels by a clear step of lightness.

const copy = homeCopy.en;
const schemes = ["light", "dark"] as const;

/** Where the pictures of the filter and tabs are kept for people to look at (not compared). */
const shotsDir = process.env.FORCED_COLORS_SHOTS;

/** Pixels a clip reaches beyond the control, so a focus outline (2 px, 2 px off) is inside. */
const margin = 6;

async function picture(page: Page, control: Locator): Promise<Buffer> {
  // No hover, and no caret or transition half-way.
  await page.mouse.move(0, 0);
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  if (!box) throw new Error("The control has no box");
  return page.screenshot({
    animations: "disabled",
    caret: "hide",
    clip: {
      x: box.x - margin,
      y: box.y - margin,
      width: box.width + 2 * margin,
      height: box.height + 2 * margin,
    },
  });
}

/** The share of pixels whose lightness differs by more than a fifth of the scale. */
async function changedShare(before: Buffer, after: Buffer): Promise<number> {
  const [a, b] = await Promise.all(
    [before, after].map((png) => sharp(png).greyscale().raw().toBuffer()),
  );
  if (!a || !b || a.length !== b.length) throw new Error("Pictures of different sizes");
  let changed = 0;
  for (let index = 0; index < a.length; index += 1) {
    if (Math.abs((a[index] ?? 0) - (b[index] ?? 0)) > 51) changed += 1;
  }
  return changed / a.length;
}

/** Two states of one control must not look alike: at least 3% of the clip changes plainly. */
async function expectDistinct(label: string, before: Buffer, after: Buffer) {
  const share = await changedShare(before, after);
  expect(share, `${label}: ${(share * 100).toFixed(1)}% of pixels changed`).toBeGreaterThan(0.03);
}

/** A system colour as the page resolves it under the current theme: [r, g, b]. */
async function systemColour(page: Page, name: "CanvasText" | "Highlight") {
  const rgb = await page.evaluate((colour) => {
    const probe = document.createElement("span");
    probe.style.color = colour;
    document.body.append(probe);
    const value = getComputedStyle(probe).color;
    probe.remove();
    return value;
  }, name);
  const channels = rgb.match(/\d+/g)?.slice(0, 3).map(Number);
  if (channels?.length !== 3) throw new Error(`Unreadable colour ${rgb}`);
  return channels;
}

/**
 * A control that keeps its own colours in forced colours (forced-color-adjust: none, so that a
 * chosen one can be filled with Highlight) must also draw its focus ring in a system colour itself:
 * the browser no longer does. (Elsewhere the browser forces the ring to its own focus colour.)
 * A focus ring drawn in a system colour: of the pixels that changed, enough (1.5% of the clip) now
 * have that colour. A ring in one of the site's own colours (kept by forced-color-adjust: none) fails.
 */
async function expectRingIn(label: string, before: Buffer, after: Buffer, rgb: number[]) {
  const [a, b] = await Promise.all(
    [before, after].map((png) => sharp(png).removeAlpha().raw().toBuffer()),
  );
  if (!a || !b || a.length !== b.length) throw new Error("Pictures of different sizes");
  let ring = 0;
  for (let index = 0; index < b.length; index += 3) {
    const pixel = [b[index] ?? 0, b[index + 1] ?? 0, b[index + 2] ?? 0];
    const was = [a[index] ?? 0, a[index + 1] ?? 0, a[index + 2] ?? 0];
    const isSystem = pixel.every((value, channel) => Math.abs(value - (rgb[channel] ?? 0)) <= 24);
    const changed = pixel.some((value, channel) => Math.abs(value - (was[channel] ?? 0)) > 24);
    if (isSystem && changed) ring += 1;
  }
  const share = ring / (b.length / 3);
  expect(
    share,
    `${label}: ${(share * 100).toFixed(1)}% of pixels in rgb(${rgb.join(", ")})`,
  ).toBeGreaterThan(0.015);
}

async function forcedPage(browser: Browser, scheme: (typeof schemes)[number], javaScript = true) {
  const context = await browser.newContext({
    forcedColors: "active",
    colorScheme: scheme,
    javaScriptEnabled: javaScript,
    viewport: { width: 1280, height: 800 },
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  await page.goto(paths.home("en"));
  if (javaScript) await waitForHydration(page);
  return { page, close: () => context.close() };
}

function save(name: string, png: Buffer) {
  if (!shotsDir) return Promise.resolve();
  mkdirSync(shotsDir, { recursive: true });
  return sharp(png).toFile(`${shotsDir}/${name}.png`);
}

for (const scheme of schemes) {
  test.describe(`forced colours, ${scheme}`, () => {
    test("the chosen tag stands out from the others, and a focused tag shows its focus", async ({
      browser,
    }) => {
      const { page, close } = await forcedPage(browser, scheme);
      const nft = tagById("nft").en;
      const chip = radioOption(page, "projects", nft);
      const radio = page.getByRole("radio", { name: nft, exact: true });
      const filter = page.locator("#projects fieldset").first();

      const unchosen = await picture(page, chip);
      await chip.click();
      await expect(radio).toBeChecked();
      await page.evaluate(() => {
        if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      });
      const chosen = await picture(page, chip);
      await expectDistinct("chosen tag", unchosen, chosen);
      await save(`filter-${scheme}`, await filter.screenshot({ animations: "disabled" }));

      // Focus from the keyboard (a focused radio draws the ring on its chip): away and back.
      await radio.focus();
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Tab");
      await expect(radio).toBeFocused();
      expect(await radio.evaluate((el) => el.matches(":focus-visible"))).toBe(true);
      const focused = await picture(page, chip);
      await expectDistinct("focused chosen tag", chosen, focused);
      await expectRingIn(
        "focused chosen tag",
        chosen,
        focused,
        await systemColour(page, "CanvasText"),
      );
      await save(`filter-focused-tag-${scheme}`, focused);
      await close();
    });

    test("the selected tab stands out, before the app runs and once it does", async ({
      browser,
    }) => {
      const awards = copy.tabs[1];
      const plain = await forcedPage(browser, scheme, false);
      const option = radioOption(plain.page, "about", awards);
      const radioBefore = await picture(plain.page, option);
      await option.click();
      await expect(plain.page.getByRole("radio", { name: awards })).toBeChecked();
      await expectDistinct("chosen radio tab", radioBefore, await picture(plain.page, option));
      await save(
        `tabs-before-app-${scheme}`,
        await plain.page.getByRole("radiogroup").screenshot({ animations: "disabled" }),
      );
      await plain.close();

      const { page, close } = await forcedPage(browser, scheme);
      const tab = page.getByRole("tab", { name: awards });
      const unselected = await picture(page, tab);
      await tab.click();
      await expect(tab).toHaveAttribute("aria-selected", "true");
      await page.evaluate(() => {
        if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      });
      const selected = await picture(page, tab);
      await expectDistinct("selected tab", unselected, selected);
      await save(
        `tabs-${scheme}`,
        await page.getByRole("tablist").screenshot({ animations: "disabled" }),
      );
      await tab.focus();
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Tab");
      await expect(tab).toBeFocused();
      expect(await tab.evaluate((el) => el.matches(":focus-visible"))).toBe(true);
      const focused = await picture(page, tab);
      await expectDistinct("focused selected tab", selected, focused);
      await expectRingIn(
        "focused selected tab",
        selected,
        focused,
        await systemColour(page, "CanvasText"),
      );
      await save(`tabs-focused-tab-${scheme}`, focused);
      await close();
    });

    test("the language button, the section links and the top bar keep their edges and focus", async ({
      browser,
    }) => {
      const { page, close } = await forcedPage(browser, scheme);
      const toggle = page.getByRole("link", { name: new RegExp(`^${copy.toggle}\\b`) });
      const restingToggle = await picture(page, toggle);
      await toggle.focus();
      const focusedToggle = await picture(page, toggle);
      await expectDistinct("focused language button", restingToggle, focusedToggle);
      // Its shape (a filled circle) is drawn by an edge in forced colours.
      const ring = await toggle.evaluate((el) => {
        const style = getComputedStyle(el);
        return { width: parseFloat(style.borderTopWidth), colour: style.borderTopColor };
      });
      expect(ring.width, "the language button's edge").toBeGreaterThanOrEqual(1);
      expect(ring.colour).not.toMatch(/^rgba\(.*, 0\)$|^transparent$/);

      const nav = page.getByRole("navigation", { name: /./ }).first();
      const link = nav.getByRole("link", { name: copy.nav.projects, exact: true });
      const restingLink = await picture(page, link);
      await link.focus();
      const focusedLink = await picture(page, link);
      await expectDistinct("focused section link", restingLink, focusedLink);

      // The solid top bar is drawn with an edge: its bottom border shows against the page.
      await page.evaluate(() => window.scrollTo(0, 400));
      const bar = page.locator("header.top-bar");
      await expect(bar).toHaveAttribute("data-scrolled", "true");
      const edge = await bar.evaluate((el) => {
        const style = getComputedStyle(el);
        return {
          width: parseFloat(style.borderBottomWidth),
          border: style.borderBottomColor,
          canvas: getComputedStyle(document.body).backgroundColor,
        };
      });
      expect(edge.width).toBeGreaterThanOrEqual(1);
      expect(edge.border).not.toBe(edge.canvas);
      expect(edge.border).not.toMatch(/^rgba\(.*, 0\)$|^transparent$/);
      await close();
    });
  });
}
