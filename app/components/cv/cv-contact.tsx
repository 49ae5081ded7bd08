import { ExternalLink } from "~/components/ui/external-link";
import type { ownerData } from "~/content/pages.server";
import { useTranslation } from "~/lib/i18n";

type Owner = ReturnType<typeof ownerData>;

/** The CV's contact line; printed links show their address (see app.css, `.cv-link`). */
export function CvContact({ owner }: { owner: Owner }) {
  const { t } = useTranslation();
  const links = [owner.profiles.network, owner.profiles.video, owner.profiles.photo];
  return (
    <ul
      aria-label={t("cv.contact")}
      className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground print:text-[9pt]"
    >
      <li>
        <a
          className="cv-link text-primary underline-offset-4 hover:underline"
          href={`mailto:${owner.email}`}
        >
          {owner.email}
        </a>
      </li>
      {links.map((link) => (
        <li key={link.url}>
          <ExternalLink
            className="cv-link text-primary underline-offset-4 hover:underline"
            href={link.url}
          >
            {link.label}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
