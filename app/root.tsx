import { useEffect, useMemo } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useRouteLoaderData,
} from "react-router";

import { BootHeadScripts, BootStyles } from "#app/boot/document-head.tsx";
import { finishHydration } from "#app/boot/hydration.ts";
import { PagePrefetch } from "#app/boot/page-prefetch.tsx";
import { ScrollRestoration } from "#app/boot/scroll-restoration.tsx";
import { useDelegatedLinks } from "#app/boot/use-delegated-links.ts";
import { FeedLinks } from "#app/components/layout/feed-links.tsx";
import { LanguageToggle } from "#app/components/layout/language-toggle.tsx";
import { ownerData } from "#app/content/pages.server.ts";
import { useCountedNavigations } from "#app/lib/count-app-navigations.ts";
import { createI18n, I18nProvider, useTranslation } from "#app/lib/i18n.tsx";
import { languageFromPath } from "#app/lib/paths.ts";
import { parseSiteUrl } from "#app/lib/settings/site-url.server.ts";
import { messagesFor } from "#app/locales/messages.server.ts";

import type { Route } from "./+types/root";

export function loader({ request }: Route.LoaderArgs) {
  const lang = languageFromPath(new URL(request.url).pathname);
  return { lang, messages: messagesFor(lang), owner: ownerData(), siteUrl: parseSiteUrl() };
}

// The strings change only with the language; other navigations keep what the page already has.
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return languageFromPath(currentUrl.pathname) !== languageFromPath(nextUrl.pathname);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const lang = useRouteLoaderData<typeof loader>("root")?.lang ?? languageFromPath(pathname);
  return (
    <html lang={lang} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <BootHeadScripts lang={lang} />
        <Meta />
        <Links />
        <FeedLinks />
        <BootStyles />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { lang, messages } = loaderData;
  const i18n = useMemo(() => createI18n(lang, messages), [lang, messages]);
  useDelegatedLinks();
  useCountedNavigations();
  // The first commit is done: from here on, parts that mount render their children (Unhydrated),
  // and the page hands input back to React. The root's effect runs after every other effect of the
  // first commit, so every listener the app attaches (delegated links, the menu) is in place by
  // then. A performance mark too, so that the time from first paint to a running app can be
  // measured (npm run bench:inp) by anyone, on any device.
  useEffect(() => {
    finishHydration();
    performance.mark("hydrated");
    if (import.meta.env.VITE_FIELD_SPEED === "on")
      void import("#app/lib/field-speed.ts").then((m) => m.reportFieldSpeed());
  }, []);
  return (
    <I18nProvider i18n={i18n}>
      <SkipLink />
      <Outlet />
      <LanguageToggle />
      <PagePrefetch />
    </I18nProvider>
  );
}

function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only z-[60] rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t("common.skipToContent")}
    </a>
  );
}

// Reached only by a failure inside the app itself; it cannot rely on translations having loaded.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto max-w-xl p-8">
      <h1 className="text-title font-semibold">{status}</h1>
      {/* The owner's preview (npm run dev) names the content file and field at fault; the build never
          gets here with broken content, because prerendering fails first. */}
      {import.meta.env.DEV && error instanceof Error ? (
        <pre data-testid="dev-error" className="mt-4 text-sm whitespace-pre-wrap">
          {error.message}
        </pre>
      ) : null}
    </main>
  );
}
