import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";

import { isHydrating } from "#app/boot/hydration.ts";
import missingPathLog from "#app/boot/page/missing-path-log.ts?page-script";
import { callPageScript } from "#app/boot/page-script.ts";
import { TopBar } from "#app/components/layout/top-bar.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useTranslation } from "#app/lib/i18n.tsx";
import { languageFromPath, paths } from "#app/lib/paths.ts";
import { notFoundMeta } from "#app/lib/seo/page-meta.ts";

import type { Route } from "./+types/not-found";

export function meta({ matches }: Route.MetaArgs) {
  const { notFound } = matches[0].loaderData.messages.common;
  return notFoundMeta({ title: notFound.metaTitle, description: notFound.description });
}

const logMissingPath = (pathname: string) => `404: no page at ${pathname}`;

// The prerendered page logs the missing path as it loads (page/missing-path-log.ts). Only the
// prerender writes the script's text, and React leaves dangerouslySetInnerHTML alone while
// hydrating.
function ArrivalLog() {
  const script = import.meta.env.SSR ? callPageScript(missingPathLog, logMissingPath("")) : "";
  return <script dangerouslySetInnerHTML={{ __html: script }} suppressHydrationWarning />;
}

/** Logs the paths the app itself navigates to; the page it hydrated has logged its own. */
function useLogMissingPath(pathname: string) {
  const loggedByPage = useRef(isHydrating());
  useEffect(() => {
    if (loggedByPage.current) {
      loggedByPage.current = false;
      return;
    }
    console.error(logMissingPath(pathname));
  }, [pathname]);
}

export default function NotFound() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const lang = languageFromPath(pathname);
  useLogMissingPath(pathname);

  return (
    <>
      <TopBar />
      <main
        id="main"
        className="mx-auto flex min-h-dvh max-w-xl flex-col items-start justify-center gap-6 px-6"
      >
        <ArrivalLog />
        <p className="text-sm font-semibold tracking-widest text-primary">404</p>
        <h1 className="text-title font-bold">{t("common.notFound.title")}</h1>
        <p className="text-muted-foreground">{t("common.notFound.description")}</p>
        <Button asChild size="lg">
          <Link to={paths.home(lang)}>{t("common.notFound.backHome")}</Link>
        </Button>
      </main>
    </>
  );
}
