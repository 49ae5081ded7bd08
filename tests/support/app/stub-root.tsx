import { type createRoutesStub, Outlet } from "react-router";

import { createI18n, I18nProvider } from "#app/lib/i18n.tsx";
import type { Language } from "#app/lib/paths.ts";
import { messages } from "#app/locales/messages.server.ts";

type StubRoute = Parameters<typeof createRoutesStub>[0][number];

/** The root route a component test needs: the page language, its strings and the owner. */
export function stubRoot(
  lang: Language,
  children: StubRoute[],
  owner: { name: string } = { name: "Inés" },
): StubRoute {
  const i18n = createI18n(lang, messages[lang]);
  return {
    id: "root",
    path: "/",
    loader: () => ({ lang, messages: messages[lang], owner }),
    Component: () => (
      <I18nProvider i18n={i18n}>
        <Outlet />
      </I18nProvider>
    ),
    children,
  };
}
