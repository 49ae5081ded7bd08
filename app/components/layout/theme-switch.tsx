import Monitor from "lucide-react/icons/monitor";
import Moon from "lucide-react/icons/moon";
import Sun from "lucide-react/icons/sun";
import SunMoon from "lucide-react/icons/sun-moon";
import { memo, useCallback, useId } from "react";

import { checkThemeRadio, type Theme, themeSetup } from "#app/boot/page/theme.ts";
import { Button } from "#app/components/ui/button.tsx";
import { useTranslation } from "#app/lib/i18n.tsx";

const options: { theme: Theme; Icon: typeof Sun }[] = [
  { theme: "system", Icon: Monitor },
  { theme: "light", Icon: Sun },
  { theme: "dark", Icon: Moon },
];

/**
 * The theme switch: a button that opens a popover holding one radio group (system, light, dark).
 * CSS reads the checked radio (app.css), so it works without JavaScript; the head script
 * (app/boot/page/theme.ts) stores a choice and checks the stored one. The radios hold the choice:
 * React renders them unchecked but for "system" and never writes their state again. Memoised: the
 * top bar re-renders as the page scrolls.
 */
export const ThemeSwitch = memo(function ThemeSwitch() {
  const { t } = useTranslation();
  const popoverId = useId();
  // A switch the app mounts on a navigation is checked before its first paint; the prerendered one
  // was checked by the head script, and this agrees with it.
  const checkShown = useCallback((group: HTMLFieldSetElement | null) => {
    if (group) checkThemeRadio(themeSetup.name, group);
  }, []);

  return (
    <>
      <Button
        variant="ghost"
        size="barIcon"
        popoverTarget={popoverId}
        aria-label={t("nav.theme.open")}
        title={t("nav.theme.open")}
      >
        <SunMoon aria-hidden="true" className="size-5" />
      </Button>
      {/* Under its button: at the right edge of the bar's content (max-w-6xl, px-6 from sm). */}
      <div
        id={popoverId}
        popover="auto"
        className="top-16 right-4 bottom-auto left-auto m-0 w-48 rounded-lg border border-border bg-card p-2 text-card-foreground shadow-lg sm:right-[max(1.5rem,calc((100vw-72rem)/2+1.5rem))]"
      >
        <fieldset ref={checkShown}>
          <legend className="px-3 pt-1 pb-2 text-sm font-semibold">{t("nav.theme.legend")}</legend>
          {options.map(({ theme, Icon }) => (
            <label
              key={theme}
              className="flex min-h-10 cursor-pointer items-center gap-3 rounded-md px-3 text-sm hover:bg-muted"
            >
              <input
                type="radio"
                name={themeSetup.name}
                value={theme}
                defaultChecked={theme === "system"}
                autoComplete="off"
                className="size-4 accent-primary"
              />
              <Icon aria-hidden="true" className="size-4" />
              {t(`nav.theme.${theme}`)}
            </label>
          ))}
        </fieldset>
      </div>
    </>
  );
});
