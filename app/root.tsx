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

import { FeedLinks } from "#app/components/layout/feed-links.tsx";
import { FirstPaintHold } from "#app/components/layout/first-paint-hold.tsx";
import { InstantScrollScript } from "#app/components/layout/instant-scroll.tsx";
import { LanguageToggle } from "#app/components/layout/language-toggle.tsx";
import { ScrollRestoration } from "#app/components/layout/scroll-restoration.tsx";
import { ownerData } from "#app/content/pages.server.ts";
import { finishHydration } from "#app/lib/hydration.ts";
import { createI18n, I18nProvider, useTranslation } from "#app/lib/i18n.tsx";
import { languageRedirectScript } from "#app/lib/language-detection.ts";
import { type Language, languageFromPath } from "#app/lib/paths.ts";
import { parseSiteUrl } from "#app/lib/site-url.server.ts";
import { useDelegatedLinks } from "#app/lib/use-delegated-links.ts";
import { messagesFor } from "#app/locales/messages.server.ts";

import type { Route } from "./+types/root";
import stylesheet from "./app.css?inline";

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
        <LanguageRedirectScript lang={lang} />
        <InstantScrollScript />
        <FirstPaintHold />
        <Meta />
        <Links />
        <FeedLinks />
        <InlineStylesheet />
        <noscript>
          <style>{noScriptStyles}</style>
        </noscript>
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

// The language detection runs as the prerendered page loads, before its first paint (ADR 1); the
// client build leaves the script's builder out, as it does the stylesheet below, and React does not
// touch dangerouslySetInnerHTML while hydrating.
function LanguageRedirectScript({ lang }: { lang: Language }) {
  const script = import.meta.env.SSR ? languageRedirectScript(lang) : "";
  return <script dangerouslySetInnerHTML={{ __html: script }} suppressHydrationWarning />;
}

// The whole stylesheet is inlined in every prerendered page, so that nothing but the HTML stands
// before the first paint (ADR 15). Only the prerender has the text: the client build
// drops it (import.meta.env.SSR is false there), and React does not touch dangerouslySetInnerHTML
// while hydrating, so the served <style> stays as it is through hydration and client navigations.
const inlineStylesheet = import.meta.env.SSR ? stylesheet : "";

function InlineStylesheet() {
  return (
    <style
      data-stylesheet=""
      dangerouslySetInnerHTML={{ __html: inlineStylesheet }}
      suppressHydrationWarning
    />
  );
}

// Without JavaScript, and where CSS cannot follow the scroll position, the top bar stays solid, so
// the text scrolling under it stays readable (app.css, top-bar-solid).
const noScriptStyles =
  "@supports not (animation-timeline: scroll()){.top-bar{border-color:var(--border);background-color:var(--header);backdrop-filter:blur(12px)}}" +
  // Controls that only a script can run (printing) are not offered to a page without one.
  "[data-requires-script]{display:none}";

export default function App({ loaderData }: Route.ComponentProps) {
  const { lang, messages } = loaderData;
  const i18n = useMemo(() => createI18n(lang, messages), [lang, messages]);
  useDelegatedLinks();
  // The first commit is done: from here on, parts that mount render their children (Prerendered),
  // and the page hands input back to React. The root's effect runs after every other effect of the
  // first commit, so every listener the app attaches (delegated links, the menu) is in place by
  // then. A performance mark too, so that the time from first paint to a running app can be
  // measured (npm run bench:inp) by anyone, on any device.
  useEffect(() => {
    finishHydration();
    performance.mark("hydrated");
  }, []);
  return (
    <I18nProvider i18n={i18n}>
      <SkipLink />
      <Outlet />
      <LanguageToggle />
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
