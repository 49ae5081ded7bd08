import { type CDPSession, test as base } from "@playwright/test";

/**
 * Playwright's `test` with a `devtools()` fixture: a DevTools protocol session on the test's page,
 * detached when the test ends. Each worker keeps its page from test to test (reuseContext in
 * playwright.config.ts), and what a session sets there (a phone's network, a slower CPU, a domain
 * reporting events) outlives the test with the session: the next test on that page, in any spec,
 * ran on a phone's network.
 */
export const test = base.extend<{ devtools: () => Promise<CDPSession> }>({
  devtools: async ({ page }, provide) => {
    const sessions: CDPSession[] = [];
    await provide(async () => {
      const session = await page.context().newCDPSession(page);
      sessions.push(session);
      return session;
    });
    // Detaching ends what each session set; one whose page has closed is detached already.
    await Promise.all(sessions.map((session) => session.detach().catch(() => undefined)));
  },
});
