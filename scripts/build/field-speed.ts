import { loadEnv } from "vite";

import { SettingsError } from "#app/lib/settings/settings-error.ts";

/**
 * VITE_FIELD_SPEED as the client bundle will see it (environment and .env files): `on` makes pages
 * send their LCP, INP and CLS to the stats endpoint (app/lib/field-speed.ts); unset or `off`, no
 * page loads web-vitals. Any other value stops the build, as a bad setting does everywhere.
 */
export function fieldSpeedSetting(): boolean {
  const value = loadEnv("production", process.cwd(), "VITE_").VITE_FIELD_SPEED?.trim() ?? "";
  if (value !== "" && value !== "on" && value !== "off") {
    throw new SettingsError([`VITE_FIELD_SPEED must be on or off (got "${value}")`]);
  }
  return value === "on";
}
