import { z } from "zod";

import { buildDirSetting, clientDirIn } from "#app/lib/settings/build-settings.server.ts";
import { portVariable, readEnvironment } from "#app/lib/settings/environment.ts";
import { SettingsError } from "#app/lib/settings/settings-error.ts";

import { type ContactSettings, contactVariables, toContactSettings } from "./contact/settings";

// Every setting the server reads, parsed once at start from the environment and passed down typed.
// A blank variable counts as unset (app/lib/settings/environment.ts).
// The README's settings tables list them all (server/settings.test.ts keeps it so).

export type Settings = {
  port: number;
  host: string;
  /** The built site to serve (`<BUILD_DIR>/client` unless set). */
  clientDir: string;
  /** Other origins allowed to post to the contact relay (a statically hosted copy of the site). */
  allowedOrigins: string[];
  contact: ContactSettings;
};

/** A comma-separated list of origins, each exactly as the browser sends it (no path, no slash). */
const origins = z
  .string()
  .optional()
  .transform((value, context) => {
    const list = value?.split(",").map((entry) => entry.trim()) ?? [];
    for (const origin of list) {
      const parsed = URL.canParse(origin) ? new URL(origin) : undefined;
      if (parsed?.origin !== origin) {
        context.addIssue({
          code: "custom",
          message: parsed
            ? `entry "${origin}" must be an origin: use ${parsed.origin}`
            : `entry "${origin}" is not a URL`,
        });
      }
    }
    return list;
  });

const settingsShape = {
  PORT: portVariable.default(3000),
  HOST: z.string().default("127.0.0.1"),
  BUILD_DIR: buildDirSetting,
  CLIENT_DIR: z.string().optional(),
  CONTACT_ALLOWED_ORIGINS: origins,
  ...contactVariables,
};

/** Every variable the server reads. */
export const settingNames = Object.keys(settingsShape);

export function parseSettings(env: Record<string, string | undefined>): Settings {
  const values = readEnvironment(settingsShape, env);
  const contact = toContactSettings(values);
  if (typeof contact === "string") throw new SettingsError([contact]);
  return {
    port: values.PORT,
    host: values.HOST,
    clientDir: values.CLIENT_DIR ?? clientDirIn(values.BUILD_DIR),
    allowedOrigins: values.CONTACT_ALLOWED_ORIGINS,
    contact,
  };
}

export { SettingsError };
