import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { Link, useLocation } from "react-router";

import { profileLinks } from "#app/components/layout/profile-links.ts";
import { Button } from "#app/components/ui/button.tsx";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { cn } from "#app/lib/cn.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import { paths } from "#app/lib/paths.ts";
import { useScrolledPast } from "#app/lib/scroll/use-scrolled-past.ts";
import { useSite } from "#app/lib/use-site.ts";

import { SectionNav } from "./section-nav";
import { ThemeSwitch } from "./theme-switch";

const topBarScrollThreshold = 20;

export function TopBar() {
  const { t } = useTranslation();
  const { lang, owner } = useSite();
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(topBarScrollThreshold);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menu = useRef<HTMLElement>(null);
  const home = paths.home(lang);
  const onHome = pathname === home || `${pathname}/` === home;

  // The menu is a popover: the browser opens and closes it (its button, Escape, a tap outside)
  // before the app has loaded and without JavaScript. The app only follows its state.
  useEffect(() => {
    const element = menu.current;
    if (!element) return;
    const follow = (event: Event) => setMenuOpen("newState" in event && event.newState === "open");
    // A visitor may have opened it before the app ran.
    if (isOpenPopover(element)) setMenuOpen(true);
    element.addEventListener("toggle", follow);
    return () => element.removeEventListener("toggle", follow);
  }, []);

  const profiles = useMemo(() => profileLinks(owner.profiles, 2), [owner.profiles]);
  const closeMenu = useCallback(() => menu.current?.hidePopover(), []);

  return (
    <header
      data-scrolled={scrolled || menuOpen}
      className={cn(
        "top-bar fixed inset-x-0 top-0 z-40 border-b transition-[background-color,border-color,box-shadow] duration-300",
        scrolled || menuOpen
          ? "border-border bg-header shadow-sm backdrop-blur-md"
          : "border-transparent",
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6">
        {/* The link is named by its visible text plus a hidden "(home)" (WCAG 2.5.3, label in name):
            no aria-label to contradict what is shown; the monogram is decoration; below 360 px the
            name is hidden visually only. */}
        <Link
          to={home}
          className="flex min-w-0 items-center gap-2.5 rounded-md text-base font-bold tracking-tight sm:text-lg"
        >
          <span
            aria-hidden="true"
            className="grid size-8 shrink-0 place-items-center rounded-lg bg-primary text-sm font-bold text-primary-foreground"
          >
            {initials(owner.name)}
          </span>
          <span className="sr-only truncate min-[360px]:not-sr-only">{owner.name}</span>
          <span className="sr-only">{t("nav.brandHome")}</span>
        </Link>
        <nav aria-label={t("nav.primary")} className="hidden md:block">
          <SectionNav lang={lang} onHome={onHome} className="flex items-center gap-1" />
        </nav>
        {/* No gaps and narrower buttons on phones: with the language button's slot, the owner's name
            still fits at 360 px. */}
        <div className="flex items-center sm:gap-1">
          {profiles.map(({ label, url, Icon }) => (
            <Button key={url} asChild variant="ghost" size="barIcon">
              <ExternalLink href={url} title={label}>
                <Icon aria-hidden="true" className="size-5" />
                <span className="sr-only">{label}</span>
              </ExternalLink>
            </Button>
          ))}
          <ThemeSwitch />
          <Button
            variant="ghost"
            size="barIcon"
            className="md:hidden"
            popoverTarget={menuId}
            aria-label={menuOpen ? t("nav.closeMenu") : t("nav.openMenu")}
          >
            {menuOpen ? <X /> : <Menu />}
          </Button>
          {/* The slot where the fixed language button sits below lg (see language-toggle.tsx). */}
          <span aria-hidden="true" className="size-9 shrink-0 lg:hidden" />
        </div>
      </div>
      <nav
        ref={menu}
        id={menuId}
        popover="auto"
        aria-label={t("nav.primary")}
        className="inset-x-0 top-16 bottom-auto m-0 w-full border-y border-border bg-header px-4 pb-4 text-foreground shadow-sm backdrop-blur-md md:hidden"
      >
        <SectionNav
          lang={lang}
          onHome={onHome}
          onNavigate={closeMenu}
          className="flex flex-col pt-2"
          itemClassName="block w-full text-left text-base py-3"
        />
      </nav>
    </header>
  );
}

function isOpenPopover(element: HTMLElement): boolean {
  try {
    return element.matches(":popover-open");
  } catch {
    return false; // an engine without popovers shows the menu in the page instead
  }
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => word.charAt(0))
    .join("")
    .slice(0, 2)
    .toUpperCase();
}
