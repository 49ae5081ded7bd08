import { useEffect } from "react";
import { Link, useLocation } from "react-router";

import { Button } from "~/components/ui/button";
import { useTranslation } from "~/lib/i18n";
import { notFoundMeta } from "~/lib/page-meta";
import { languageFromPath, paths } from "~/lib/paths";

import type { Route } from "./+types/not-found";

export function meta({ matches }: Route.MetaArgs) {
  const { notFound } = matches[0].loaderData.messages.common;
  return notFoundMeta({ title: notFound.metaTitle, description: notFound.description });
}

export default function NotFound() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const lang = languageFromPath(pathname);

  useEffect(() => {
    console.error(`404: no page at ${pathname}`);
  }, [pathname]);

  return (
    <main
      id="main"
      className="mx-auto flex min-h-dvh max-w-xl flex-col items-start justify-center gap-6 px-6"
    >
      <p className="text-sm font-semibold tracking-widest text-primary">404</p>
      <h1 className="text-title font-bold">{t("common.notFound.title")}</h1>
      <p className="text-muted-foreground">{t("common.notFound.description")}</p>
      <Button asChild size="lg">
        <Link to={paths.home(lang)}>{t("common.notFound.backHome")}</Link>
      </Button>
    </main>
  );
}
