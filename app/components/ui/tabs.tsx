import { createContext, useContext, useId } from "react";

import { cn } from "~/lib/cn";

// The ARIA tab pattern (arrows, Home and End with looping, automatic activation on focus, Enter and
// Space), written here rather than taken from Radix: it is all this site needs of it and keeps 9 KB
// gzip off every first load (docs/decisions/0003-own-tabs.md).

type TabsState = { value: string; select: (value: string) => void; baseId: string };
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
      className={cn(
        "inline-flex items-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground",
        className,
      )}
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
        "inline-flex min-h-10 items-center justify-center rounded-md px-4 py-2 text-sm font-medium whitespace-nowrap transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm",
        className,
      )}
      {...props}
    />
  );
}

type TabsContentProps = React.ComponentProps<"div"> & {
  value: string;
  /** Accepted for compatibility: panels are always rendered, so crawlers read every one. */
  forceMount?: boolean;
};

export function TabsContent({ value, className, forceMount, ...props }: TabsContentProps) {
  void forceMount;
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
