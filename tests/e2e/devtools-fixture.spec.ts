import { expect } from "@playwright/test";

import { test } from "#tests/support/e2e/devtools.ts";

// The devtools fixture's promise (tests/support/e2e/devtools.ts): what a test sets over the
// DevTools protocol ends with it, though the next test of the worker gets the same browser page.
test.describe.configure({ mode: "serial" });

test("a test takes its page offline over the DevTools protocol", async ({ page, devtools }) => {
  await page.goto("/cv");
  const session = await devtools();
  await session.send("Network.enable");
  await session.send("Network.emulateNetworkConditions", {
    offline: true,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(page.goto("/")).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
});

test("the next test on that page is online again", async ({ page }) => {
  const response = await page.goto("/cv");
  expect(response?.status()).toBe(200);
});
