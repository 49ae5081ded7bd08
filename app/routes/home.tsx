import { memo } from "react";
import type { ShouldRevalidateFunctionArgs } from "react-router";

import type { FirstPaintHandle } from "#app/boot/first-paint-hold.tsx";
import { AboutSection } from "#app/components/home/about/about-section.tsx";
import { ContactSection } from "#app/components/home/contact/contact-section.tsx";
import { Hero } from "#app/components/home/hero/hero.tsx";
import { ProjectsSection } from "#app/components/home/projects/projects-section.tsx";
import { useArrivalScroll } from "#app/components/home/use-arrival-scroll.ts";
import { TopBar } from "#app/components/layout/top-bar.tsx";
import { homePageData } from "#app/content/pages.server.ts";
import { languageFromPath } from "#app/lib/paths.ts";
import type { HomeSection } from "#app/lib/scroll/scroll.ts";
import { homeMeta } from "#app/lib/seo/page-meta.ts";
import { useSite } from "#app/lib/use-site.ts";

import type { Route } from "./+types/home";

export function loader({ request }: Route.LoaderArgs) {
  return homePageData(languageFromPath(new URL(request.url).pathname));
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const { siteUrl, owner } = matches[0].loaderData;
  const { meta, shareImage } = loaderData;
  return homeMeta({ pathname: location.pathname, siteUrl, owner, meta, shareImage });
}

// The first paint waits until the hero has been parsed whole: the section after it (ADR 18).
const firstScreenEnd: HomeSection = "about";
export const handle: FirstPaintHandle = { firstPaintAfter: firstScreenEnd };

// The filter lives in ?tag=; changing it must not refetch the page's data.
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname;
}

// A tap on a tag changes ?tag=, which renders the route again: the parts that do not read the
// address keep what they rendered, so the tap costs the filter, not the page (INP, ADR 10).
const StillTopBar = memo(TopBar);
const StillHero = memo(Hero);
const StillAboutSection = memo(AboutSection);
const StillContactSection = memo(ContactSection);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { owner } = useSite();
  useArrivalScroll();
  return (
    <>
      <StillTopBar />
      <main id="main">
        <StillHero hero={loaderData.hero} name={owner.name} />
        <StillAboutSection about={loaderData.about} />
        <ProjectsSection projects={loaderData.projects} tags={loaderData.tags} />
        <StillContactSection copyrightYear={loaderData.copyrightYear} />
      </main>
    </>
  );
}
