// @vitest-environment jsdom
import { createHash } from "node:crypto";

import { describe, expect, it } from "vitest";

import { connectSourcesFor, inlineScripts, scriptHash } from "./csp-hashes";

const page = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>
<script>(function(){var p=location.pathname;if(p<"/x"&&1>0){}})()</script>
<script type="application/ld+json">{"@type":"Person","name":"A \\u003c B"}</script>
<script type="speculationrules">{"prefetch":[{"where":{"href_matches":"/*"}}]}</script>
<link rel="modulepreload" href="/assets/entry.js"/>
</head><body><main>Hi &amp; welcome</main>
<script>window.__reactRouterContext = {"a":"<\\/script>","b":"&amp;"};</script>
<script type="module" async="">import "/assets/manifest.js";
import * as route0 from "/assets/root.js";</script>
<script src="/assets/other.js"></script>
<SCRIPT TYPE="text/javascript">  spaced  </SCRIPT>
<script type="text/plain">not a script</script>
</body></html>`;

describe("inlineScripts", () => {
  it("finds the executable inline scripts exactly as a browser parses them", () => {
    const parsed = new DOMParser().parseFromString(page, "text/html");
    const browser = [...parsed.querySelectorAll("script")]
      .filter((s) => !s.hasAttribute("src"))
      .filter((s) =>
        ["", "module", "text/javascript", "speculationrules"].includes(s.type.toLowerCase()),
      )
      .map((s) => s.textContent);
    expect(inlineScripts(page)).toEqual(browser);
    // CSP's script-src governs speculation rules too: they are hashed as scripts are.
    expect(browser).toHaveLength(5);
    expect(browser[1]).toContain("prefetch");
  });
});

describe("scriptHash", () => {
  it("is the base64 sha256 of the UTF-8 text, as CSP expects", () => {
    const text = "console.log('ñ')";
    const expected = createHash("sha256").update(Buffer.from(text, "utf8")).digest("base64");
    expect(scriptHash(text)).toBe(`sha256-${expected}`);
    expect(scriptHash("")).toBe("sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=");
  });
});

describe("connectSourcesFor", () => {
  it("adds nothing for a path on the site itself", () => {
    expect(connectSourcesFor(undefined)).toEqual([]);
    expect(connectSourcesFor("/api/contact")).toEqual([]);
  });

  it("adds the origin of a relay elsewhere", () => {
    expect(connectSourcesFor("https://relay.example.com:8443/api/contact")).toEqual([
      "https://relay.example.com:8443",
    ]);
  });

  it.each(["//relay.example.com/api", "relay.example.com", "javascript:alert(1)"])(
    "rejects %s",
    (value) => expect(() => connectSourcesFor(value)).toThrow(/VITE_CONTACT_ENDPOINT/),
  );
});
