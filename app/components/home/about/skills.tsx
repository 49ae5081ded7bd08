import { Chip } from "#app/components/ui/chip.tsx";
import { useTranslation } from "#app/lib/i18n.tsx";

export function Skills({ skills }: { skills: string[] }) {
  const { t } = useTranslation();
  return (
    <div>
      <h3 id="skills-title" className="text-lg font-semibold">
        {t("home.about.skillsTitle")}
      </h3>
      <ul aria-labelledby="skills-title" className="mt-4 flex flex-wrap gap-2">
        {skills.map((skill) => (
          <li key={skill}>
            <Chip variant="card" size="lg">
              {skill}
            </Chip>
          </li>
        ))}
      </ul>
    </div>
  );
}
