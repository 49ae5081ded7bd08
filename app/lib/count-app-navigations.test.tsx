// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, expect, it, vi } from "vitest";

import { countsNavigations, useCountedNavigations } from "./count-app-navigations";
import { statsEndpoints } from "./stats-endpoints";

const sendBeacon = vi.fn(() => true);

function Page() {
  useCountedNavigations();
  return null;
}

beforeEach(() => {
  sendBeacon.mockClear();
  Object.defineProperty(navigator, "sendBeacon", { value: sendBeacon, configurable: true });
});
afterEach(cleanup);

it("reports each page the app shows after the first, with the page it came from", async () => {
  const router = createMemoryRouter([{ path: "*", Component: Page }], { initialEntries: ["/"] });
  const navigate = (to: string) => router.navigate(to);
  render(<RouterProvider router={router} />);
  // The first page was served as HTML: the server counted it.
  expect(sendBeacon).not.toHaveBeenCalled();

  await act(() => navigate("/project/eva"));
  expect(sendBeacon).toHaveBeenCalledTimes(1);
  expect(sendBeacon).toHaveBeenCalledWith(
    statsEndpoints.view,
    JSON.stringify({ path: "/project/eva", referrer: `${location.origin}/` }),
  );

  // A filter or a section of the same page is not another page.
  await act(() => navigate("/project/eva?tag=ai#about"));
  expect(sendBeacon).toHaveBeenCalledTimes(1);

  await act(() => navigate("/es/"));
  expect(sendBeacon).toHaveBeenCalledTimes(2);
  expect(sendBeacon).toHaveBeenLastCalledWith(
    statsEndpoints.view,
    JSON.stringify({ path: "/es/", referrer: `${location.origin}/project/eva` }),
  );
});

it("reports only where the site's own server counts pages, not from a static host", () => {
  expect(countsNavigations("/api/contact")).toBe(true);
  expect(countsNavigations("https://relay.example.com/api/contact")).toBe(false);
});
