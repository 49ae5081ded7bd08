import { Chip } from "#app/components/ui/chip.tsx";
import type { CvSection as Section } from "#app/content/cv-model.server.ts";
import { useTranslation } from "#app/lib/i18n.tsx";

import { CvEntries } from "./cv-entries";

/** One titled part of the CV, drawn as its kind asks: a paragraph, a row of skills or a list. */
export function CvSection({ section }: { section: Section }) {
  const { t } = useTranslation();
  return (
    <section
      id={section.id}
      className="grid gap-3 border-t border-border pt-5 sm:grid-cols-[10rem_1fr] sm:gap-6 print:grid-cols-[8.5rem_1fr] print:gap-4 print:pt-3"
    >
      <h2 className="text-xs font-semibold tracking-widest text-primary uppercase print:text-[8pt]">
        {t(section.titleKey)}
      </h2>
      <div className="min-w-0">
        <SectionBody section={section} />
      </div>
    </section>
  );
}

function SectionBody({ section }: { section: Section }) {
  switch (section.kind) {
    case "text":
      return <p>{section.text}</p>;
    case "tags":
      return (
        <ul className="flex flex-wrap gap-2">
          {section.tags.map((tag) => (
            <li key={tag}>
              <Chip variant="outline" className="print:text-[8.5pt]">
                {tag}
              </Chip>
            </li>
          ))}
        </ul>
      );
    case "entries":
      return <CvEntries entries={section.entries} />;
  }
}
