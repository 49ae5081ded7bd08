import type { ShouldRevalidateFunctionArgs } from "react-router";

import { AboutSection } from "~/components/home/about/about-section";
import { ContactSection } from "~/components/home/contact/contact-section";
import { Hero } from "~/components/home/hero/hero";
import { ProjectsSection } from "~/components/home/projects/projects-section";
import { useArrivalScroll } from "~/components/home/use-arrival-scroll";
import { TopBar } from "~/components/layout/top-bar";
import { homePageData } from "~/content/pages.server";
import { homeMeta } from "~/lib/page-meta";
import { languageFromPath } from "~/lib/paths";
import { useSite } from "~/lib/use-site";

import type { Route } from "./+types/home";

export function loader({ request }: Route.LoaderArgs) {
  return homePageData(languageFromPath(new URL(request.url).pathname));
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const { siteUrl, owner } = matches[0].loaderData;
  const { meta, shareImage } = loaderData;
  return homeMeta({ pathname: location.pathname, siteUrl, owner, meta, shareImage });
}

// The filter lives in ?tag=; changing it must not refetch the page's data.
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { owner } = useSite();
  useArrivalScroll();
  return (
    <>
      <TopBar />
      <main id="main">
        <Hero hero={loaderData.hero} name={owner.name} />
        <AboutSection about={loaderData.about} />
        <ProjectsSection projects={loaderData.projects} tags={loaderData.tags} />
        <ContactSection />
      </main>
    </>
  );
}
