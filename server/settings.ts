import { z } from "zod";

import { buildDirSetting, clientDirIn } from "#app/lib/settings/build-settings.server.ts";
import { portVariable, readEnvironment } from "#app/lib/settings/environment.ts";
import { SettingsError } from "#app/lib/settings/settings-error.ts";

import { type ContactSettings, contactVariables, toContactSettings } from "./contact/settings";
import { type StatsSettings, statsVariables, toStatsSettings } from "./stats/settings";

// Every setting the server reads, parsed once at start from the environment and passed down typed.
// A blank variable counts as unset (app/lib/settings/environment.ts).
// The README's settings tables list them all (server/settings.test.ts keeps it so).

export type Settings = {
  port: number;
  host: string;
  /** The built site to serve (`<BUILD_DIR>/client` unless set). */
  clientDir: string;
  contact: ContactSettings;
  /** The owner's visit counts (server/stats/). */
  stats: StatsSettings;
};

const settingsShape = {
  PORT: portVariable.default(3000),
  HOST: z.string().default("127.0.0.1"),
  BUILD_DIR: buildDirSetting,
  CLIENT_DIR: z.string().optional(),
  ...contactVariables,
  ...statsVariables,
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
    contact,
    stats: toStatsSettings(values),
  };
}

export { SettingsError };
