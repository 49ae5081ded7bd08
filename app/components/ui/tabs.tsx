import { createContext, useContext, useId } from "react";

import { cn } from "#app/lib/cn.ts";

// The ARIA tab pattern (arrows, Home and End with looping, automatic activation on focus, Enter and
// Space), written here rather than taken from Radix: it is all this site needs of it and keeps
// Radix Tabs off every first load (docs/performance.md, docs/decisions/0003-own-tabs.md).

type TabsState = { value: string; select: (value: string) => void; baseId: string };
const tabListClass =
  "items-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground forced-colors:border forced-colors:border-[CanvasText]";
// A tab keeps a transparent border, so that forced colours can draw one without moving anything.
// The chosen tab keeps its own colours there (Highlight), so it also names its focus ring's colour.
// No colour transition: a tab shows its choice at once, and each transition's events would pass
// through the app's listeners in the frame of the tap (as the filter's tags, app.css).
const tabTriggerClass =
  "inline-flex min-h-10 items-center justify-center rounded-md border border-transparent px-4 py-2 text-sm font-medium whitespace-nowrap hover:text-foreground forced-colors:border-[ButtonText]";

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error("Tabs parts must be inside <Tabs>");
  return state;
}

const idFor = (baseId: string, part: "tab" | "panel", value: string) =>
  `${baseId}-${part}-${value}`;

type TabsProps = Omit<React.ComponentProps<"div">, "onChange"> & {
  value: string;
  onValueChange: (value: string) => void;
};

export function Tabs({ value, onValueChange, className, ...props }: TabsProps) {
  const baseId = useId();
  return (
    <TabsContext.Provider value={{ value, select: onValueChange, baseId }}>
      <div className={cn("flex flex-col gap-6", className)} {...props} />
    </TabsContext.Provider>
  );
}

const movement: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

export function TabsList({ className, onKeyDown, ...props }: React.ComponentProps<"div">) {
  function moveFocus(event: React.KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event);
    const move = movement[event.key];
    if (!move || event.defaultPrevented) return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
    const current = tabs.findIndex((tab) => tab === document.activeElement);
    if (current === -1) return;
    event.preventDefault();
    // Focusing a tab selects it (automatic activation).
    tabs[move(current, tabs.length)]?.focus();
  }
  return (
    // The tabs inside take focus (roving tabindex); the list only routes their arrow keys.
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus
    <div
      role="tablist"
      aria-orientation="horizontal"
      onKeyDown={moveFocus}
      className={cn(tabListClass, className)}
      {...props}
    />
  );
}

type TabsTriggerProps = React.ComponentProps<"button"> & { value: string };

export function TabsTrigger({ value, className, onClick, onFocus, ...props }: TabsTriggerProps) {
  const { value: active, select, baseId } = useTabs();
  const selected = value === active;
  return (
    <button
      type="button"
      role="tab"
      id={idFor(baseId, "tab", value)}
      aria-selected={selected}
      aria-controls={idFor(baseId, "panel", value)}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? "active" : "inactive"}
      onClick={(event) => {
        onClick?.(event);
        select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        select(value);
      }}
      className={cn(
        tabTriggerClass,
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        "data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm",
        "forced-colors:focus-visible:outline-[CanvasText] forced-colors:data-[state=active]:border-[Highlight] forced-colors:data-[state=active]:bg-[Highlight] forced-colors:data-[state=active]:text-[HighlightText] forced-colors:data-[state=active]:forced-color-adjust-none",
        className,
      )}
      {...props}
    />
  );
}

// Every panel is rendered, the inactive ones hidden, so crawlers read them all.
type TabsContentProps = React.ComponentProps<"div"> & { value: string };

export function TabsContent({ value, className, ...props }: TabsContentProps) {
  const { value: active, baseId } = useTabs();
  return (
    <div
      role="tabpanel"
      id={idFor(baseId, "panel", value)}
      aria-labelledby={idFor(baseId, "tab", value)}
      tabIndex={0}
      data-state={value === active ? "active" : "inactive"}
      hidden={value !== active}
      className={cn(
        "rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring",
        className,
      )}
      {...props}
    />
  );
}

type RadioTabsProps = React.ComponentProps<"div"> & {
  name: string;
  tabs: readonly string[];
  label: string;
  /** One RadioTab per tab; the children are the RadioTabPanels. */
  options: React.ReactNode;
};

/**
 * Tabs before the app runs: a radio per tab, which the browser switches by itself (click, arrow
 * keys), and CSS that shows the chosen one's panel. `AboutTabs` replaces them with ARIA tabs once
 * hydrated; they look the same.
 */
export function RadioTabs({
  name,
  tabs,
  label,
  options,
  children,
  className,
  ...props
}: RadioTabsProps) {
  const panels = tabs
    .map(
      (tab) =>
        `[data-radio-tabs="${name}"]:has(input[value="${tab}"]:checked) [data-radio-panel]:not([data-radio-panel="${tab}"])`,
    )
    .join(",");
  return (
    <div data-radio-tabs={name} className={cn("flex flex-col gap-6", className)} {...props}>
      <style dangerouslySetInnerHTML={{ __html: `${panels}{display:none}` }} />
      <fieldset className={cn(tabListClass, "grid w-full grid-cols-2 sm:inline-flex sm:w-fit")}>
        <legend className="sr-only">{label}</legend>
        {options}
      </fieldset>
      {children}
    </div>
  );
}

type RadioTabProps = Omit<React.ComponentProps<"input">, "type" | "children"> & {
  value: string;
  children: React.ReactNode;
};

export function RadioTab({ children, className, ...props }: RadioTabProps) {
  return (
    <label className={cn("relative grid", className)}>
      <input type="radio" className="peer sr-only" {...props} />
      <span
        className={cn(
          tabTriggerClass,
          "cursor-pointer select-none",
          "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring",
          "peer-checked:bg-background peer-checked:text-foreground peer-checked:shadow-sm",
          "forced-colors:peer-checked:border-[Highlight] forced-colors:peer-checked:bg-[Highlight] forced-colors:peer-checked:text-[HighlightText] forced-colors:peer-checked:forced-color-adjust-none forced-colors:peer-focus-visible:outline-[CanvasText]",
        )}
      >
        {children}
      </span>
    </label>
  );
}

export function RadioTabPanel({
  value,
  className,
  ...props
}: React.ComponentProps<"div"> & { value: string }) {
  return <div data-radio-panel={value} className={cn("rounded-lg", className)} {...props} />;
}
