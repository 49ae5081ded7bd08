import { describe, expect, it, vi } from "vitest";

import { type ScrollWindow, whenScrollEnds } from "./scroll";

/**
 * A window driven by hand: `frame(ms)` runs the animation callbacks at a time, `scroll()` dispatches
 * a scroll event. With `scrollend: false` it is WebKit before Safari 26.2, which has no `onscrollend`.
 */
function fakeWindow({ scrollend }: { scrollend: boolean }) {
  const target = new EventTarget();
  let callbacks = new Map<number, FrameRequestCallback>();
  let nextId = 1;
  const listening = new Map<string, number>();
  const win: ScrollWindow = {
    addEventListener(type: string, listener: EventListenerOrEventListenerObject | null) {
      listening.set(type, (listening.get(type) ?? 0) + 1);
      target.addEventListener(type, listener, { once: type === "scrollend" });
    },
    removeEventListener(type: string, listener: EventListenerOrEventListenerObject | null) {
      listening.set(type, Math.max(0, (listening.get(type) ?? 0) - 1));
      target.removeEventListener(type, listener);
    },
    requestAnimationFrame(callback) {
      callbacks.set(nextId, callback);
      return nextId++;
    },
    cancelAnimationFrame(id) {
      callbacks.delete(id);
    },
  };
  if (scrollend) Object.assign(win, { onscrollend: null });
  return {
    win,
    scroll: () => target.dispatchEvent(new Event("scroll")),
    scrollEnd: () => {
      target.dispatchEvent(new Event("scrollend"));
      listening.set("scrollend", 0);
    },
    frame(ms: number) {
      const due = callbacks;
      callbacks = new Map();
      for (const callback of due.values()) callback(ms);
    },
    pendingFrames: () => callbacks.size,
    listeners: (type: string) => listening.get(type) ?? 0,
  };
}

describe("whenScrollEnds without scrollend (WebKit before Safari 26.2)", () => {
  it("ends once the scroll events stop, and leaves nothing behind", () => {
    const page = fakeWindow({ scrollend: false });
    const done = vi.fn();
    whenScrollEnds(page.win, done);
    // A smooth scroll: one scroll event per frame, 16 ms apart, for 30 frames.
    for (let frame = 0; frame < 30; frame += 1) {
      page.scroll();
      page.frame(frame * 16);
    }
    expect(done).not.toHaveBeenCalled();
    // Quiet frames after the last scroll event, until 100 ms have passed.
    for (let ms = 30 * 16; ms <= 29 * 16 + 100 + 16 && done.mock.calls.length === 0; ms += 16) {
      page.frame(ms);
    }
    expect(done).toHaveBeenCalledTimes(1);
    expect(page.listeners("scroll")).toBe(0);
    expect(page.pendingFrames()).toBe(0);
  });

  it("does not take a long frame in the middle of a scroll for its end", () => {
    const page = fakeWindow({ scrollend: false });
    const done = vi.fn();
    whenScrollEnds(page.win, done);
    page.scroll();
    page.frame(0);
    // A 300 ms task delays the next frame; the scroll went on meanwhile.
    page.scroll();
    page.frame(300);
    page.scroll();
    page.frame(316);
    expect(done).not.toHaveBeenCalled();
  });

  it("ends a scroll that never starts after the same quiet period", () => {
    const page = fakeWindow({ scrollend: false });
    const done = vi.fn();
    whenScrollEnds(page.win, done);
    for (let ms = 0; ms <= 200; ms += 16) page.frame(ms);
    expect(done).toHaveBeenCalledTimes(1);
    expect(page.listeners("scroll")).toBe(0);
    expect(page.pendingFrames()).toBe(0);
  });

  it("holds no listener and no frame once cancelled", () => {
    const page = fakeWindow({ scrollend: false });
    const done = vi.fn();
    const cancel = whenScrollEnds(page.win, done);
    page.scroll();
    page.frame(0);
    cancel();
    for (let ms = 16; ms <= 400; ms += 16) page.frame(ms);
    expect(done).not.toHaveBeenCalled();
    expect(page.listeners("scroll")).toBe(0);
    expect(page.pendingFrames()).toBe(0);
  });
});

describe("whenScrollEnds with scrollend", () => {
  it("ends on the browser's scrollend and uses no frames", () => {
    const page = fakeWindow({ scrollend: true });
    const done = vi.fn();
    whenScrollEnds(page.win, done);
    expect(page.pendingFrames()).toBe(0);
    page.scroll();
    expect(done).not.toHaveBeenCalled();
    page.scrollEnd();
    expect(done).toHaveBeenCalledTimes(1);
    expect(page.listeners("scrollend")).toBe(0);
  });

  it("removes its listener when cancelled", () => {
    const page = fakeWindow({ scrollend: true });
    const done = vi.fn();
    whenScrollEnds(page.win, done)();
    expect(page.listeners("scrollend")).toBe(0);
    page.scrollEnd();
    expect(done).not.toHaveBeenCalled();
  });
});
