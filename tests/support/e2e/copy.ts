import { readdirSync, readFileSync } from "node:fs";

import { contactLimits } from "#app/lib/contact-schema.ts";
import { createI18n, type MessageKey, type MessageValues } from "#app/lib/i18n.tsx";
import { byLanguage, type Language, languages } from "#app/lib/paths.ts";
import type { Messages } from "#app/locales/messages.server.ts";

// The one place the end-to-end tests get UI copy from: the app's own translations
// (app/locales/<lang>/*.json) through the app's own translator, never retyped. A changed string
// changes here and in the pages at once; a test names a control by what the visitor reads.

export { type Language, languages };

/**
 * A language's translation files, every one in its folder, read as files: Playwright's loader cannot
 * import JSON modules (Node wants them attributed), so messages.server.ts is out of reach here.
 */
function readMessages(lang: Language): Messages {
  const folder = new URL(`../../../app/locales/${lang}/`, import.meta.url);
  const entries = readdirSync(folder)
    .filter((name) => name.endsWith(".json"))
    .map((name): [string, unknown] => [
      name.replace(/\.json$/, ""),
      JSON.parse(readFileSync(new URL(name, folder), "utf8")),
    ]);
  // Parsed JSON has no type; app/locales/messages.test.ts checks that every language's files have
  // the English shape, key by key, which is what this cast claims.
  return Object.fromEntries(entries) as Messages;
}

const translators = byLanguage((lang) => createI18n(lang, readMessages(lang)).t);

/** A UI string in a language, with its {{placeholders}} filled: `t("es", "nav.openMenu")`. */
export function t(lang: Language, key: MessageKey, values?: MessageValues): string {
  return translators[lang](key, values);
}

function homeCopyFor(lang: Language) {
  const text = (key: MessageKey, values?: MessageValues) => t(lang, key, values);
  return {
    nav: {
      hero: text("nav.sections.hero"),
      about: text("nav.sections.about"),
      projects: text("nav.sections.projects"),
      contact: text("nav.sections.contact"),
    },
    brandHome: text("nav.brandHome"),
    openMenu: text("nav.openMenu"),
    closeMenu: text("nav.closeMenu"),
    seeProjects: text("home.hero.seeProjects"),
    getInTouch: text("home.hero.getInTouch"),
    scrollDown: text("home.hero.scrollDown"),
    all: text("home.projects.all"),
    filter: text("home.projects.filterLabel"),
    learnMore: text("home.projects.learnMore"),
    learnMoreAbout: (title: string) => text("home.projects.learnMoreAbout", { title }),
    showingAll: (count: number) => text("home.projects.showingAll", { count }),
    showingTagged: (count: number, tag: string) =>
      text("home.projects.showingTagged", { count, tag }),
    skills: text("home.about.skillsTitle"),
    tabs: [
      text("home.about.tabs.experience"),
      text("home.about.tabs.awards"),
      text("home.about.tabs.education"),
      text("home.about.tabs.publications"),
    ] as const,
    newTab: text("common.newTab"),
    contactMe: text("contact.open"),
    findMeOn: text("home.contact.findMeOn"),
    copyright: (year: number, name: string) => text("home.footer.copyright", { year, name }),
    /** The language toggle's visible code: the other language ("ES" on English pages). */
    toggle: text("common.languageToggle.code"),
    skipToContent: text("common.skipToContent"),
    notFound: text("common.notFound.title"),
    backHome: text("common.notFound.backHome"),
  };
}

function contactCopyFor(lang: Language) {
  const text = (key: MessageKey, values?: MessageValues) => t(lang, key, values);
  const max = contactLimits;
  return {
    open: text("contact.open"),
    title: text("contact.title"),
    description: text("contact.description"),
    close: text("contact.close"),
    cancel: text("contact.cancel"),
    submit: text("contact.submit"),
    sending: text("contact.sending"),
    status: text("contact.sendingStatus"),
    labels: {
      name: text("contact.fields.name.label"),
      email: text("contact.fields.email.label"),
      reason: text("contact.fields.reason.label"),
      message: text("contact.fields.message.label"),
    },
    reasons: {
      placeholder: text("contact.fields.reason.placeholder"),
      general: text("contact.reasons.general"),
      collaboration: text("contact.reasons.collaboration"),
      speaking: text("contact.reasons.speaking"),
      consulting: text("contact.reasons.consulting"),
      other: text("contact.reasons.other"),
    },
    errors: {
      name: text("contact.errors.nameRequired"),
      email: text("contact.errors.emailInvalid"),
      reason: text("contact.errors.reasonRequired"),
      message: text("contact.errors.messageRequired"),
      nameTooLong: text("contact.errors.nameTooLong", { max: max.name }),
      emailTooLong: text("contact.errors.emailTooLong", { max: max.email }),
      messageTooLong: text("contact.errors.messageTooLong", { max: max.message }),
    },
    count: (current: number) => text("contact.fields.message.count", { current, max: max.message }),
    success: [
      text("contact.toast.successTitle"),
      text("contact.toast.successDescription"),
    ] as const,
    failure: [text("contact.toast.errorTitle"), text("contact.toast.errorDescription")] as const,
    notifications: text("contact.toast.region"),
  };
}

function projectCopyFor(lang: Language) {
  const text = (key: MessageKey, values?: MessageValues) => t(lang, key, values);
  return {
    readTime: (minutes: number) => text("project.readTime", { minutes }),
    officialLink: text("project.officialLink"),
    newTab: text("common.newTab"),
    back: text("project.back"),
    related: text("project.related.title"),
    notFound: text("project.notFound.title"),
    backHome: text("project.notFound.backHome"),
  };
}

function cvCopyFor(lang: Language) {
  return { view: t(lang, "cv.view"), download: t(lang, "cv.download"), print: t(lang, "cv.print") };
}

/** The home page's controls and messages (top bar, hero, about, projects, contact section). */
export const homeCopy = byLanguage(homeCopyFor);
/** The contact dialog: labels, reasons, validation messages, toasts. */
export const contactCopy = byLanguage(contactCopyFor);
/** The project page and its 404. */
export const projectCopy = byLanguage(projectCopyFor);
/** The CV page and the about section's links to it. */
export const cvCopy = byLanguage(cvCopyFor);
