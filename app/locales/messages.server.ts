import type { Language } from "~/lib/paths";
import enCommon from "./en/common.json";
import esCommon from "./es/common.json";
import type { Messages } from "./messages";

const en: Messages = { common: enCommon };
const es: Messages = { common: esCommon };

export function messagesFor(lang: Language): Messages {
  return lang === "es" ? es : en;
}
