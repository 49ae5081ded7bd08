import { type RefObject, useCallback, useSyncExternalStore } from "react";

const radios = (group: HTMLElement | null) =>
  group?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? [];

/**
 * The value of the checked radio inside `group`. The radios hold the choice themselves: it works
 * before the app runs and without JavaScript, a tap made before the app started is simply there,
 * and React reads it rather than keeping a copy. Undefined while React
 * hydrates the prerendered page (written before any choice) and in a fresh render's first pass,
 * before the radios are in the page: until then the page's CSS shows the choice.
 */
export function useHtmlChoice(group: RefObject<HTMLElement | null>): string | undefined {
  const subscribe = useCallback((changed: () => void) => listen(group, changed), [group]);
  return useSyncExternalStore(subscribe, () => checkedValue(group), noValue);
}

function listen(group: RefObject<HTMLElement | null>, changed: () => void): () => void {
  const element = group.current;
  element?.addEventListener("change", changed);
  return () => element?.removeEventListener("change", changed);
}

function checkedValue({ current }: RefObject<HTMLElement | null>): string | undefined {
  if (!current) return undefined;
  return [...radios(current)].find((radio) => radio.checked)?.value ?? "";
}

const noValue = () => undefined;

/**
 * Checks the radio of `value` inside `group` as a visitor's tap would, so that whoever reads the
 * group (useHtmlChoice) hears of it. Not with `click()`: React, seeing a click on a radio it
 * rendered, would rewrite every radio of the group.
 */
export function choose(group: HTMLElement | null, value: string): void {
  const radio = [...radios(group)].find((input) => input.value === value);
  if (!radio || radio.checked) return;
  radio.checked = true;
  radio.dispatchEvent(new Event("change", { bubbles: true }));
}
