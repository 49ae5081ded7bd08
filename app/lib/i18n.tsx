import { createContext, useContext } from "react";

import type { Messages } from "#app/locales/messages.server.ts";

import type { Language } from "./paths";

// A typed translator over the page's own strings. It replaces i18next + react-i18next (a large
// share of every first load: docs/performance.md) with what this site uses of them: nested keys,
// {{placeholders}} and plural forms chosen by Intl.PluralRules (`key_one`, `key_other`, ...). See
// docs/decisions/0002-own-translator.md.

type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

type PluralBase<K> = K extends `${infer Base}_${"zero" | "one" | "two" | "few" | "many" | "other"}`
  ? Base
  : K;

export type MessageKey = PluralBase<Leaves<Messages>>;
export type MessageValues = Record<string, string | number>;
type Translate = (key: MessageKey, values?: MessageValues) => string;
export type I18n = { lang: Language; t: Translate };

/** The string at a dotted key path ("nav.openMenu"), or undefined where there is none. */
export function lookup(messages: Messages, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = Reflect.get(node, part);
  }
  return typeof node === "string" ? node : undefined;
}

export function createI18n(lang: Language, messages: Messages): I18n {
  const plurals = new Intl.PluralRules(lang);
  const t: Translate = (key, values) => {
    const count = values?.count;
    const template =
      (typeof count === "number"
        ? (lookup(messages, `${key}_${plurals.select(count)}`) ?? lookup(messages, `${key}_other`))
        : undefined) ??
      lookup(messages, key) ??
      key;
    return fillPlaceholders(template, values);
  };
  return { lang, t };
}

/** A string's {{placeholders}} filled from values; one without a value is left as written. */
export function fillPlaceholders(template: string, values?: MessageValues): string {
  return template.replace(/{{\s*(\w+)\s*}}/g, (whole, name: string) =>
    values && name in values ? String(values[name]) : whole,
  );
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: I18n; children: React.ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

export function useTranslation(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error("useTranslation() needs an <I18nProvider>");
  return i18n;
}
