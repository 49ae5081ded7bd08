import { index, prefix, route, type RouteConfig } from "@react-router/dev/routes";

// English lives at the root, unprefixed; Spanish mirrors it under /es.
export default [
  index("routes/home.tsx", { id: "home-en" }),
  route("project/:id", "routes/project.tsx", { id: "project-en" }),
  route("cv", "routes/cv.tsx", { id: "cv-en" }),
  route("contact", "routes/contact.tsx", { id: "contact-en" }),
  ...prefix("es", [
    index("routes/home.tsx", { id: "home-es" }),
    route("project/:id", "routes/project.tsx", { id: "project-es" }),
    route("cv", "routes/cv.tsx", { id: "cv-es" }),
    route("contact", "routes/contact.tsx", { id: "contact-es" }),
    route("*", "routes/not-found.tsx", { id: "not-found-es" }),
  ]),
  route("*", "routes/not-found.tsx", { id: "not-found-en" }),
] satisfies RouteConfig;
