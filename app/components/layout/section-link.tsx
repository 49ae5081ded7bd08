import { isPlainClick } from "#app/boot/plain-click.ts";
import { type HomeSection, scrollToSection } from "#app/lib/scroll/scroll.ts";

type SectionLinkProps = Omit<React.ComponentProps<"a">, "href"> & {
  section: HomeSection;
  /** Runs before the scroll, once the app handles the click (e.g. to close the menu). */
  onNavigate?: () => void;
};

/**
 * A link to a section of the home page. Before the app runs (and without JavaScript) the browser
 * follows the fragment, smoothly unless reduced motion is asked for (app.css); once it runs, the app
 * scrolls there itself, renders what lies above first and moves focus (scroll.ts).
 */
export function SectionLink({
  section,
  onNavigate,
  onClick,
  children,
  ...props
}: SectionLinkProps) {
  return (
    <a
      href={`#${section}`}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onNavigate?.();
        scrollToSection(section);
      }}
      {...props}
    >
      {children}
    </a>
  );
}
