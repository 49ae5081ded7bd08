import { type createRoutesStub, Outlet } from "react-router";

import { createI18n, I18nProvider } from "#app/lib/i18n.tsx";

import { rootData } from "./route-visit";

type StubRoute = Parameters<typeof createRoutesStub>[0][number];

/**
 * The root route as a visit to `path` has it: the real root loader's data (language, strings,
 * owner) and the translations it provides. The real root's document (<html>, <head>) is left out.
 */
export function realRoot(path: string, children: StubRoute[]): StubRoute {
  const data = rootData(path);
  const i18n = createI18n(data.lang, data.messages);
  return {
    id: "root",
    path: "/",
    loader: () => data,
    // The data is there at once; without a fallback React Router warns about the first render.
    HydrateFallback: () => null,
    Component: () => (
      <I18nProvider i18n={i18n}>
        <Outlet />
      </I18nProvider>
    ),
    children,
  };
}
