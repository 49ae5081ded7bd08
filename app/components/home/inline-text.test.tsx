// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";

import { InlineText } from "#app/components/home/inline-text.tsx";
import { parseInlineLinks } from "#app/content/markdown.ts";
import { createI18n, I18nProvider } from "#app/lib/i18n.tsx";
import { messages } from "#app/locales/messages.server.ts";

afterEach(cleanup);

it("renders the owner's [text](url) links as outbound links with a new-tab hint", () => {
  const segments = parseInlineLinks(
    "Trabajé con [Bloque Cero](https://www.bloque-cero.example) y [Nodo Labs](https://nodo.example).",
  );
  render(
    <I18nProvider i18n={createI18n("es", messages.es)}>
      <InlineText segments={segments} />
    </I18nProvider>,
  );
  const links = screen.getAllByRole("link");
  expect(links.map((link) => link.getAttribute("href"))).toEqual([
    "https://www.bloque-cero.example",
    "https://nodo.example",
  ]);
  for (const link of links) {
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
  expect(links[0]).toHaveAccessibleName(/^Bloque Cero ?\(se abre en una pestaña nueva\)$/);
  expect(screen.getByRole("paragraph")).toHaveTextContent(
    /^Trabajé con Bloque Cero .+ y Nodo Labs .+\.$/,
  );
});
