import { index, prefix, route, type RouteConfig } from "@react-router/dev/routes";

import { type Language, languagePrefix, languages } from "#app/lib/paths.ts";

// Every language has the same pages under its prefix (lib/paths.ts): English at the root, Spanish
// under /es. Ids tell the two mounts of one module apart.
const pages = (lang: Language) => [
  index("routes/home.tsx", { id: `home-${lang}` }),
  route("project/:id", "routes/project.tsx", { id: `project-${lang}` }),
  route("cv", "routes/cv.tsx", { id: `cv-${lang}` }),
  route("contact", "routes/contact.tsx", { id: `contact-${lang}` }),
  route("*", "routes/not-found.tsx", { id: `not-found-${lang}` }),
];

export default languages.flatMap((lang) => {
  const path = languagePrefix[lang].replace(/^\//, "");
  return path ? prefix(path, pages(lang)) : pages(lang);
}) satisfies RouteConfig;
