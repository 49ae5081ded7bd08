import { ExternalLink } from "#app/components/ui/external-link.tsx";
import type { CvModel } from "#app/content/cv-model.server.ts";
import { useTranslation } from "#app/lib/i18n.tsx";

/** The CV's contact line; printed links show their address (see app.css, `.cv-link`). */
export function CvContact({ email, profiles }: Pick<CvModel, "email" | "profiles">) {
  const { t } = useTranslation();
  return (
    <ul
      aria-label={t("cv.contact")}
      className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground print:text-[9pt]"
    >
      <li>
        <a
          className="cv-link text-primary underline-offset-4 hover:underline"
          href={`mailto:${email}`}
        >
          {email}
        </a>
      </li>
      {profiles.map((profile) => (
        <li key={profile.url}>
          <ExternalLink
            className="cv-link text-primary underline-offset-4 hover:underline"
            href={profile.url}
          >
            {profile.label}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
