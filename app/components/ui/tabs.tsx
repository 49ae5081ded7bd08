import { createContext, memo, type RefObject, use, useId, useLayoutEffect, useRef } from "react";

import { cn } from "#app/lib/cn.ts";

import { choose, useHtmlChoice } from "./use-html-choice";

// Tabs that are radios first: the browser switches them (click, arrow keys) and CSS shows the
// chosen panel, before the app runs and without JavaScript. Once the app reads the radios, the same
// elements are the ARIA tab pattern (arrows, Home and End with looping, automatic activation on
// focus, Enter and Space); the radios, hidden, still hold the choice. Written here rather than
// taken from Radix: it is all this site needs of it and keeps Radix Tabs off every first load
// (docs/decisions/0003-own-tabs.md).

type TabsState = {
  baseId: string;
  list: RefObject<HTMLDivElement | null>;
  /** The chosen tab; undefined until the app reads the radios (radios and CSS until then). */
  value: string | undefined;
  defaultValue: string;
};

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = use(TabsContext);
  if (!state) throw new Error("Tabs parts must be inside <Tabs>");
  return state;
}

const idFor = (baseId: string, part: "tab" | "panel", value: string) =>
  `${baseId}-${part}-${value}`;

type TabsProps = React.ComponentProps<"div"> & { defaultValue: string };

export function Tabs({ defaultValue, className, ...props }: TabsProps) {
  const baseId = useId();
  const list = useRef<HTMLDivElement>(null);
  const value = useHtmlChoice(list);
  return (
    <TabsContext value={{ baseId, list, value, defaultValue }}>
      <div data-tabs={baseId} className={cn("flex flex-col gap-6", className)} {...props} />
    </TabsContext>
  );
}

type TabsListProps = Omit<React.ComponentProps<"div">, "role" | "ref"> & { label: string };

export function TabsList({ label, className, ...props }: TabsListProps) {
  const { list, value } = useTabs();
  const tabs = value !== undefined;
  // A radio that had the focus when the app started is hidden now: its tab takes the focus.
  useLayoutEffect(() => {
    const focused = document.activeElement;
    if (!tabs || !(focused instanceof HTMLInputElement) || !list.current?.contains(focused)) return;
    list.current.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }, [tabs, list]);
  return (
    <div
      ref={list}
      role={tabs ? "tablist" : "radiogroup"}
      aria-label={label}
      aria-orientation={tabs ? "horizontal" : undefined}
      className={cn(
        "items-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground forced-colors:border forced-colors:border-[CanvasText]",
        className,
      )}
      {...props}
    />
  );
}

const movement: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

// A tab keeps a transparent border, so that forced colours can draw one without moving anything.
// The chosen tab keeps its own colours there (Highlight), so it also names its focus ring's colour.
// No colour transition: a tab shows its choice at once, and each transition's events would pass
// through the app's listeners in the frame of the tap (as the filter's tags, app.css). The focus
// ring is the radio's until the app runs, the tab's after.
const triggerClass = cn(
  "inline-flex min-h-10 cursor-pointer items-center justify-center rounded-md border border-transparent px-4 py-2 text-sm font-medium whitespace-nowrap select-none hover:text-foreground forced-colors:border-[ButtonText]",
  "peer-checked:bg-background peer-checked:text-foreground peer-checked:shadow-sm",
  "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring",
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
  "forced-colors:peer-checked:border-[Highlight] forced-colors:peer-checked:bg-[Highlight] forced-colors:peer-checked:text-[HighlightText] forced-colors:peer-checked:forced-color-adjust-none",
  "forced-colors:peer-focus-visible:outline-[CanvasText] forced-colors:focus-visible:outline-[CanvasText]",
);

type TabsTriggerProps = { value: string; children: React.ReactNode };

export function TabsTrigger({ value, children }: TabsTriggerProps) {
  const { baseId, list, value: chosen, defaultValue } = useTabs();
  const select = () => choose(list.current, value);
  function onKeyDown(event: React.KeyboardEvent<HTMLElement>) {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      select();
      return;
    }
    const move = movement[event.key];
    if (!move) return;
    event.preventDefault();
    const tabs = [...(list.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    // Focusing a tab selects it (automatic activation).
    tabs[move(tabs.indexOf(event.currentTarget), tabs.length)]?.focus();
  }
  return (
    <label className="relative grid">
      <Radio name={baseId} value={value} defaultChecked={value === defaultValue} />
      {chosen === undefined ? (
        <span className={triggerClass}>{children}</span>
      ) : (
        <span
          role="tab"
          id={idFor(baseId, "tab", value)}
          aria-selected={chosen === value}
          aria-controls={idFor(baseId, "panel", value)}
          tabIndex={chosen === value ? 0 : -1}
          onFocus={select}
          onClick={(event) => {
            // Not passed on to the radio by the label: it would take the focus where it can, and
            // React, seeing a click on a radio it rendered, would rewrite the group.
            event.preventDefault();
            select();
          }}
          onKeyDown={onKeyDown}
          className={triggerClass}
        >
          {children}
        </span>
      )}
    </label>
  );
}

type RadioProps = { name: string; value: string; defaultChecked: boolean };

// Rendered once: at each render React writes a radio's name, type and default state again, taking
// it out of its group and back, and may check the default radio again over the visitor's choice.
// Hidden once the list is a tab list, where the tabs take the focus.
const Radio = memo(function Radio(props: RadioProps) {
  return <input type="radio" className="peer sr-only [[role=tablist]_&]:hidden" {...props} />;
});

// Every panel is rendered, the inactive ones hidden, so crawlers read them all.
type TabsContentProps = React.ComponentProps<"div"> & { value: string };

export function TabsContent({ value, className, ...props }: TabsContentProps) {
  const { baseId, value: chosen } = useTabs();
  const [tabs, panel] = [JSON.stringify(baseId), JSON.stringify(value)];
  // Until the app reads the radios, CSS shows the panel of the checked one.
  const rule = `[data-tabs=${tabs}]:not(:has(input[value=${panel}]:checked)) [data-tab-panel=${panel}]{display:none}`;
  return (
    <>
      <style dangerouslySetInnerHTML={{ __html: rule }} />
      <div
        data-tab-panel={value}
        {...(chosen !== undefined && {
          role: "tabpanel",
          id: idFor(baseId, "panel", value),
          "aria-labelledby": idFor(baseId, "tab", value),
          tabIndex: 0,
          hidden: chosen !== value,
        })}
        className={cn(
          "rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring",
          className,
        )}
        {...props}
      />
    </>
  );
}
