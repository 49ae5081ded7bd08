import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { expect, type Page, test } from "@playwright/test";

import { e2ePort } from "../support/e2e/e2e-files";

// `npm run dev` as a fresh clone runs it: no image manifest (it points at a file that does not
// exist) and a content folder of its own, a copy, so the edits below never touch content/.
// Beside the production server's port (E2E_PORT), so parallel runs on other ports do not collide.
const port = e2ePort + 57;
const origin = `http://127.0.0.1:${port}`;
const projectPage = `${origin}/project/vera`;

test.describe.configure({ mode: "serial" });
// The first request compiles the app on demand.
test.setTimeout(240_000);

let server: ChildProcess | undefined;
let serverLog = "";
let contentDir = "";
let english = "";
let original = "";

test.beforeAll(async () => {
  contentDir = join(mkdtempSync(join(tmpdir(), "preview-")), "content");
  cpSync("content", contentDir, { recursive: true });
  english = join(contentDir, "projects/vera/en.md");
  original = readFileSync(english, "utf8");
  server = spawn("npx", ["react-router", "dev", "--host", "127.0.0.1", "--strictPort"], {
    env: {
      ...process.env,
      PORT: String(port),
      CONTENT_DIR: contentDir,
      IMAGE_MANIFEST: join(contentDir, "no-manifest-yet.json"),
    },
    stdio: ["ignore", "pipe", "inherit"],
    detached: true,
  });
  server.stdout?.on("data", (chunk: Buffer) => (serverLog += chunk.toString()));
  await expect
    .poll(
      () =>
        fetch(projectPage).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 200_000 },
    )
    .toBe(200);
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid);
  rmSync(join(contentDir, ".."), { recursive: true, force: true });
});

/**
 * Resolves when the preview has confirmed that the page shows the content on disk: from then on
 * the page is connected and every later save reloads it.
 */
function showingCurrentContent(page: Page): Promise<unknown> {
  return page.waitForEvent("console", (message) =>
    message.text().startsWith("[content preview] showing revision"),
  );
}

async function openPreview(page: Page) {
  const current = showingCurrentContent(page);
  await page.goto(projectPage);
  await current;
}

/** Resolves when the server has announced a content change it read after `since` (a log offset). */
async function serverSawChange(since: number) {
  await expect
    .poll(() => serverLog.slice(since).includes("content changed"), { timeout: 60_000 })
    .toBe(true);
}

test("serves every page without a build, showing the source images", async ({ page }) => {
  await page.goto(projectPage);
  const images = page.locator("main img");
  await expect(images.first()).toBeVisible();
  const broken = await images.evaluateAll(
    (list) =>
      list.filter(
        (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth === 0,
      ).length,
  );
  expect(broken).toBe(0);
  const image = await page.request.get(`${origin}/portfolio/vera/thumbnail.svg`);
  expect(image.headers()["content-type"]).toBe("image/svg+xml");
});

// Whether an edit shows is what these check; how fast is the benchmark's business, so they wait as
// long as the test may, for what the preview observably does (a loaded machine delays the watcher).
test("shows a content edit in the open page", async ({ page }) => {
  await openPreview(page);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText("Vera");
  writeFileSync(english, original.replace(/^title: .*$/m, 'title: "Vera, edited live"'));
  await expect(heading).toHaveText("Vera, edited live", { timeout: 60_000 });
});

test("shows an edit saved while the page was still connecting", async ({ page }) => {
  // The page's socket to the preview is held until the server has announced the save, so the
  // announcement cannot reach it: only the page's own report of what it shows can bring the edit.
  const pending: (string | Buffer)[] = [];
  let release: (() => void) | undefined;
  let held = true;
  await page.routeWebSocket(
    (url) => url.port === String(port),
    (socket) => {
      if (!held) {
        socket.connectToServer();
        return;
      }
      socket.onMessage((message) => pending.push(message));
      release = () => {
        const toServer = socket.connectToServer();
        for (const message of pending) toServer.send(message);
        socket.onMessage((message) => toServer.send(message));
      };
    },
  );
  await page.goto(projectPage);
  const heading = page.getByRole("heading", { level: 1 });
  // The page has rendered and sent its report, which waits with the socket.
  await expect(heading).toBeVisible();
  await expect.poll(() => pending.length).toBeGreaterThan(0);

  const since = serverLog.length;
  writeFileSync(english, original.replace(/^title: .*$/m, 'title: "Vera, edited early"'));
  await serverSawChange(since);
  held = false;
  release?.();
  await expect(heading).toHaveText("Vera, edited early", { timeout: 60_000 });
  await page.unrouteAll();
});

test("reloads the page when an image changes", async ({ page }) => {
  await openPreview(page);
  const reloaded = page.waitForEvent("load", { timeout: 60_000 });
  const thumbnail = join(contentDir, "images/portfolio/vera/thumbnail.svg");
  writeFileSync(
    thumbnail,
    readFileSync(thumbnail, "utf8").replace("</svg>", "<!-- edited --></svg>"),
  );
  await reloaded;
});

test("names the file and field of a content mistake, and recovers when it is fixed", async ({
  page,
}) => {
  await openPreview(page);
  const errorPageCurrent = showingCurrentContent(page);
  writeFileSync(english, original.replace(/^title: .*$/m, 'title: ""'));
  const problem = page.getByTestId("dev-error");
  await expect(problem).toContainText("content/projects/vera/en.md › title", { timeout: 60_000 });
  await errorPageCurrent;
  writeFileSync(english, original);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vera", { timeout: 60_000 });
});
