// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, expect, it } from "vitest";

import { stubRoot } from "#tests/support/app/stub-root.tsx";

import { LanguageToggle } from "./language-toggle";

afterEach(cleanup);

it("links the same page in the other language, keeping its filter and its section", async () => {
  const Stub = createRoutesStub([
    stubRoot("en", [{ path: "project/:id", Component: LanguageToggle }]),
  ]);
  render(<Stub initialEntries={["/project/eva?tag=ai#about"]} />);
  const link = await screen.findByRole("link");
  // Opened in a new tab or copied, the address keeps what the visitor was looking at.
  expect(link).toHaveAttribute("href", "/es/project/eva?tag=ai#about");
});
