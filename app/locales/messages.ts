import type common from "./en/common.json";

/** The shape of every language's UI strings; English is the reference. */
export type Messages = {
  common: typeof common;
};
