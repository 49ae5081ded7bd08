import { ContactPanel } from "#app/components/contact/contact-panel.tsx";
import { TopBar } from "#app/components/layout/top-bar.tsx";
import { contactPageData } from "#app/content/pages.server.ts";
import { contactEndpoint } from "#app/lib/contact-endpoint.ts";
import { languageFromPath, paths } from "#app/lib/paths.ts";
import { contactMeta } from "#app/lib/seo/page-meta.ts";
import { useSite } from "#app/lib/use-site.ts";

import type { Route } from "./+types/contact";

export function loader({ request }: Route.LoaderArgs) {
  return contactPageData(languageFromPath(new URL(request.url).pathname));
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const { siteUrl, owner, messages } = matches[0].loaderData;
  const { jobTitle, shareImage } = loaderData;
  const copy = messages.contact.page;
  return contactMeta({ pathname: location.pathname, siteUrl, owner, copy, jobTitle, shareImage });
}

/**
 * The contact form on a page of its own: where "Contact me" leads before the app has loaded and
 * without JavaScript (once the app runs, the button opens the form in a dialog instead). The form
 * posts to the relay as plain HTML, and the relay answers with a page.
 */
export default function Contact() {
  const { lang, owner } = useSite();
  return (
    <>
      <TopBar />
      <main id="main" className="mx-auto max-w-xl px-5 pt-28 pb-20 sm:px-8">
        <ContactPanel
          state={{ kind: "form" }}
          action={contactEndpoint}
          lang={lang}
          email={owner.email}
          homeHref={paths.home(lang)}
        />
      </main>
    </>
  );
}
