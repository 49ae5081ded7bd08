import type { Browser, BrowserContext, Page } from "@playwright/test";

// The phone of the interaction benchmark (bench:inp): a fresh context (an empty profile), touch, the
// CPU 4x slower and Lighthouse's mobile network; bench:nav's phone (cdp-phone.ts) shares its CPU and
// network.

export const cpuSlowdown = 4;

/** Lighthouse's mobile network: 150 ms round trips, 1.6 Mbps down, 750 kbps up. */
export const mobileNetwork = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** A new phone context and page, with `initScript` run in every document before its own. */
export async function slowPhone(
  browser: Browser,
  screen: { viewport: { width: number; height: number }; deviceScaleFactor: number },
  initScript: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...screen, isMobile: true, hasTouch: true });
  await context.addInitScript({ content: initScript });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", mobileNetwork);
  return { context, page };
}
