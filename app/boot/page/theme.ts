// Runs in <head> (compiled by the build: page-script.ts), before the first paint: the theme the
// visitor chose on an earlier page is on <html> (data-theme, read by app.css) before anything is
// drawn. The switch is a radio group in the top bar (theme-switch.tsx) that CSS reads by itself, so
// it works without JavaScript on its page; here a choice is also stored, for every later page, from
// the moment the page is parsed, before the app has loaded. React keeps no copy: the radios and
// <html> hold the choice.

export const themes = ["system", "light", "dark"] as const;
export type Theme = (typeof themes)[number];

export type ThemeSetup = {
  /** The localStorage key of the visitor's choice. */
  storageKey: string;
  /** The name of the switch's radios. */
  name: string;
};

/** This site's: the name app.css reads the radios by, and the key of the stored choice. */
export const themeSetup: ThemeSetup = { storageKey: "theme", name: "theme" };

export function isTheme(value: unknown): value is Theme {
  return themes.some((theme) => theme === value);
}

/** The theme <html> shows: the visitor's choice, or the system's. */
export function currentTheme(root: HTMLElement = document.documentElement): Theme {
  const theme = root.dataset.theme;
  return isTheme(theme) ? theme : "system";
}

/** Checks the radio of the theme <html> shows, in every group named `name` inside `scope`. */
export function checkThemeRadio(name: string, scope: ParentNode = document): void {
  const theme = currentTheme();
  for (const radio of scope.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)) {
    radio.checked = radio.value === theme;
  }
}

export default function applyStoredTheme({ storageKey, name }: ThemeSetup): void {
  const root = document.documentElement;
  const show = (theme: Theme) => {
    // Even the same value written again restyles the whole page (every colour hangs on <html>): a
    // prerendered page shown, which reads the choice again, would lay out its first frame twice.
    if (theme === currentTheme(root)) return;
    if (theme === "system") delete root.dataset.theme;
    else root.dataset.theme = theme;
  };
  const stored = (): Theme => {
    try {
      const value = localStorage.getItem(storageKey);
      return isTheme(value) ? value : "system";
    } catch {
      return "system"; // storage refused (a private mode, a blocked site): the system's theme
    }
  };

  show(stored());

  // On the window as it captures, ahead of every later listener: the page's bootstrap stops input
  // there while the app hydrates (page/app-start.ts), and a choice made then is stored too.
  const choose = ({ target }: Event) => {
    if (!(target instanceof HTMLInputElement) || target.name !== name) return;
    if (!isTheme(target.value)) return;
    show(target.value);
    try {
      localStorage.setItem(storageKey, target.value);
    } catch {
      // Not stored: the choice holds on this page only, as without JavaScript.
    }
  };
  addEventListener("change", choose, true);

  // The page's radios are written checked on "system"; once parsed, the stored choice is checked.
  // Until then the unchecked radios change no colour: data-theme already shows the choice.
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", () => checkThemeRadio(name), { once: true });
  } else {
    checkThemeRadio(name);
  }

  // A page kept by the browser (back/forward cache) or another tab may hold an older choice.
  const follow = () => {
    show(stored());
    checkThemeRadio(name);
  };
  addEventListener("pageshow", (event) => {
    if (event.persisted) follow();
  });
  addEventListener("storage", (event) => {
    if (event.key === storageKey) follow();
  });
  // A page the browser prerendered (speculation rules) read the choice before the visitor saw it,
  // who may have changed it since on the page they were on.
  if (document.prerendering) {
    document.addEventListener("prerenderingchange", follow, { once: true });
  }
}
