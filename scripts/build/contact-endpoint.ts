import { loadEnv } from "vite";

/**
 * VITE_CONTACT_ENDPOINT as the client bundle will see it: Vite reads the process environment and
 * the .env files, so the CSP must read both too or it could miss a relay named in .env.
 */
export function contactEndpoint(): string | undefined {
  return loadEnv("production", process.cwd(), "VITE_").VITE_CONTACT_ENDPOINT || undefined;
}
