// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { createLogger } from "../logger";
import { parseSettings } from "../settings";
import { createContactFormPage, relayPagePath } from "./form-page";
import { createContactRelay, type SqliteContactRelay } from "./relay";

// A form sent without JavaScript: the same schema and rules as the app's JSON, answered with a page.

let dir: string;
let relay: SqliteContactRelay;

function start(env: Record<string, string> = {}) {
  const clientDir = path.join(dir, "client");
  mkdirSync(clientDir, { recursive: true });
  writeFileSync(
    relayPagePath(clientDir),
    JSON.stringify({
      stylesheet: "body{color:teal}",
      owner: { name: "Inés Calderón", email: "hola@ines.example" },
    }),
  );
  relay = createContactRelay({
    settings: parseSettings({ DATA_DIR: path.join(dir, "data"), ...env }).contact,
    logger: createLogger(() => {}),
    formPage: createContactFormPage(clientDir),
  });
}

function postForm(fields: Record<string, string>, headers: Record<string, string> = {}) {
  const body = new URLSearchParams(fields).toString();
  // The router alone, as the site mounts it at /api/contact: its paths are relative to that.
  return relay.router.request(
    "/",
    {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        // A browser always sends it with a form; the rate limit reads the body only when it is small.
        "Content-Length": String(Buffer.byteLength(body)),
        ...headers,
      },
      body,
    },
    { incoming: { socket: { remoteAddress: "192.0.2.44" } } },
  );
}

const person = {
  lang: "es",
  name: "Ada Lovelace",
  email: "ada@example.com",
  reason: "consulting",
  message: "¿Podrías revisar mi máquina?",
  website: "",
};

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "contact-form-post-"));
});
afterEach(async () => {
  await relay.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("a contact form posted without JavaScript", () => {
  it("stores the message, never held for lacking a fill time, and redirects to the answer", async () => {
    start({ CONTACT_MIN_FILL_MS: "60000" });
    const response = await postForm(person);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/sent?lang=es");
    const [stored] = relay.outbox.list();
    expect(stored).toMatchObject({ name: "Ada Lovelace", message: "¿Podrías revisar mi máquina?" });
    expect(stored?.heldCause ?? null).toBeNull();
  });

  it("answers the redirect with the specification's success text in the visitor's language", async () => {
    start();
    const response = await relay.router.request("/sent?lang=es");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    // Its form (the one given back with what was typed) may post here and nowhere else.
    expect(csp).toContain("form-action 'self'");
    const html = await response.text();
    expect(html).toContain('<html lang="es"');
    expect(html).toContain("¡Mensaje enviado!");
    expect(html).toContain("Gracias por escribirme");
    expect(html).toContain('href="/es/"');
    expect(html).toContain("<style>body{color:teal}</style>");
    expect(html).not.toContain("<script");
  });

  it("gives the form back with what was typed and a message under each field", async () => {
    start();
    const response = await postForm({ ...person, name: "  ", email: "ada@", reason: "" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("El nombre es obligatorio");
    expect(html).toContain("El correo electrónico no es válido");
    expect(html).toContain("Por favor, elige un motivo");
    expect(html).toContain('value="ada@"');
    expect(html).toContain("¿Podrías revisar mi máquina?</textarea>");
    expect(html).toMatch(
      /aria-invalid="true"[^>]*name="email"|name="email"[^>]*aria-invalid="true"/,
    );
    expect(relay.outbox.list()).toHaveLength(0);
  });

  it("holds a filled honeypot like the app's form, answering the same way", async () => {
    start();
    const response = await postForm({ ...person, website: "https://spam.example" });
    expect(response.status).toBe(303);
    expect(relay.outbox.list()[0]?.heldCause).toBe("honeypot");
  });

  it("keeps what was typed when the rate limit refuses it, with the failure text", async () => {
    start({ CONTACT_RATE_LIMIT: "1" });
    expect((await postForm(person)).status).toBe(303);
    const refused = await postForm({ ...person, lang: "en", message: "A second try" });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    const html = await refused.text();
    expect(html).toContain("Failed to send message. Please try again or contact me directly.");
    expect(html).toContain("A second try</textarea>");
    expect(html).toContain("hola@ines.example");
  });

  it("keeps what was typed when the outbox cannot take it, with the failure text", async () => {
    start();
    relay.outbox.close();
    const refused = await postForm(person);
    expect(refused.status).toBe(503);
    const html = await refused.text();
    expect(html).toContain("No se pudo enviar el mensaje.");
    expect(html).toContain("¿Podrías revisar mi máquina?</textarea>");
  });

  it("answers a form too large to read with the failure text, in the default language", async () => {
    start();
    const refused = await postForm({ ...person, message: "x".repeat(17 * 1024) });
    expect(refused.status).toBe(413);
    expect(refused.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await refused.text()).toContain("Failed to send message.");
  });

  it("links a static copy of the site back to itself, and no other origin", async () => {
    start({ CONTACT_ALLOWED_ORIGINS: "https://ines.example" });
    const fromCopy = await postForm(person, { Origin: "https://ines.example" });
    expect(fromCopy.headers.get("location")).toBe("/sent?lang=es&site=https%3A%2F%2Fines.example");
    const page = await relay.router.request(fromCopy.headers.get("location") ?? "");
    expect(await page.text()).toContain('href="https://ines.example/es/"');
    const forged = await relay.router.request("/sent?lang=en&site=https://evil.example");
    expect(await forged.text()).not.toContain("evil.example");
  });
});
