// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { callPageScript } from "../page-script";
import { speculationMark } from "../speculation-rules";
import { cardLink, tapIsTheFirstIntent, watchCardsInView } from "./cards-in-view";
import speculateInViewCode from "./speculate-in-view.ts?page-script";

/** jsdom has no IntersectionObserver: this one reports what a test says is in view. */
class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | undefined;
  observed = new Set<Element>();
  constructor(private readonly report: IntersectionObserverCallback) {
    FakeIntersectionObserver.last = this;
  }
  observe(target: Element) {
    this.observed.add(target);
  }
  unobserve(target: Element) {
    this.observed.delete(target);
  }
  disconnect() {
    this.observed.clear();
  }
  show(target: Element, heightPx: number) {
    // The callback reads only these fields of each entry.
    const entry = {
      target,
      isIntersecting: heightPx > 0,
      intersectionRect: { height: heightPx },
    } as IntersectionObserverEntry;
    // The callback is handed the observer but never reads it.
    this.report([entry], this as unknown as IntersectionObserver);
  }
}

const [cardLinkAttribute] = Object.keys(cardLink);

function cards(count: number): HTMLAnchorElement[] {
  document.body.innerHTML = Array.from(
    { length: count },
    (_, index) =>
      `<article><a href="/project/p${index}" ${cardLinkAttribute}="">p${index}</a></article>`,
  ).join("");
  return [...document.querySelectorAll("a")];
}

function screen({ hover, saveData = false }: { hover: boolean; saveData?: boolean }) {
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  // The code under test reads only `matches`.
  vi.stubGlobal(
    "matchMedia",
    (query: string) => ({ matches: query === "(hover: none)" && !hover }) as MediaQueryList,
  );
  Object.defineProperty(navigator, "connection", { value: { saveData }, configurable: true });
}

describe("cards a visitor stops at", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, "connection");
    document.body.innerHTML = "";
  });

  it("are watched only on a screen without hover, and never when saving data", () => {
    screen({ hover: false });
    expect(tapIsTheFirstIntent()).toBe(true);
    screen({ hover: true });
    expect(tapIsTheFirstIntent()).toBe(false);
    screen({ hover: false, saveData: true });
    expect(tapIsTheFirstIntent()).toBe(false);
  });

  it("count once a card stays in view 400 ms, not when it is scrolled past", () => {
    screen({ hover: false });
    const [first, second] = cards(2);
    const settled: string[] = [];
    const stop = watchCardsInView(document, (link) => settled.push(link.pathname));
    const observer = FakeIntersectionObserver.last;
    const firstCard = first?.closest("article");
    const secondCard = second?.closest("article");
    if (!observer || !firstCard || !secondCard) throw new Error("no cards watched");
    expect(observer.observed).toEqual(new Set([firstCard, secondCard]));
    // Scrolled past: in view for less than the moment it takes to stop.
    observer.show(secondCard, 300);
    vi.advanceTimersByTime(300);
    observer.show(secondCard, 0);
    // Too little of it to tap, then enough (showing more does not start the wait again).
    observer.show(firstCard, 20);
    vi.advanceTimersByTime(400);
    observer.show(firstCard, 60);
    vi.advanceTimersByTime(200);
    observer.show(firstCard, 300);
    vi.advanceTimersByTime(199);
    expect(settled).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(settled).toEqual(["/project/p0"]);
    // Once each: the card is no longer watched.
    expect(observer.observed).toEqual(new Set([secondCard]));
    stop();
    expect(observer.observed.size).toBe(0);
  });

  it("watch cards rendered after the watch starts", async () => {
    screen({ hover: false });
    const [first] = cards(1);
    const stop = watchCardsInView(document, () => undefined);
    const later = document.createElement("article");
    later.innerHTML = `<a href="/project/later" ${cardLinkAttribute}="">later</a>`;
    document.body.append(later);
    await Promise.resolve();
    expect(FakeIntersectionObserver.last?.observed).toEqual(
      new Set([first?.closest("article"), later]),
    );
    stop();
  });

  it("before the app, mark the card's link for the speculation rules", () => {
    screen({ hover: false });
    const [link] = cards(1);
    window.eval(callPageScript(speculateInViewCode, speculationMark));
    const card = link?.closest("article");
    if (!card) throw new Error("no card");
    FakeIntersectionObserver.last?.show(card, 100);
    vi.advanceTimersByTime(400);
    expect(link?.hasAttribute(speculationMark)).toBe(true);
  });
});
