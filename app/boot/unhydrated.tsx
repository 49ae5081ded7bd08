import { type ElementType, useState } from "react";

import { isHydrating } from "./hydration";

type UnhydratedProps<Tag extends ElementType> = {
  as?: Tag;
  /**
   * What the children show, e.g. the page's language: when it changes (a client-side switch), the
   * children are rendered afresh instead of the HTML the page was loaded with.
   */
  revision: string;
} & Omit<React.ComponentPropsWithRef<Tag>, "as">;

/**
 * A part of the page that needs no JavaScript: links, text and pictures. On the page's first load
 * React adopts the element and leaves what is inside it exactly as the prerendered HTML has it,
 * without building, comparing or wiring up the tree (the costliest part of hydration on a phone).
 * Its links still work: they are plain links, and the app handles their clicks from the root
 * (useDelegatedLinks). Rendered any other way (a client-side navigation, a test), it renders its
 * children as usual.
 */
export function Unhydrated<Tag extends ElementType = "div">({
  as,
  revision,
  children,
  ...props
}: UnhydratedProps<Tag>) {
  const Element: ElementType = as ?? "div";
  const [adopted, setAdopted] = useState(() => (isHydrating() ? revision : null));
  // Rendered afresh once (another language), it renders for good: the prerendered HTML is gone, and
  // coming back to the first revision must not adopt an element that was never served.
  if (adopted !== null && adopted !== revision) setAdopted(null);
  if (adopted === revision) {
    return (
      <Element
        key="prerendered"
        {...props}
        // React does not touch an element's inner HTML while hydrating it, nor later while the
        // value stays the same: the prerendered children stay as they are.
        dangerouslySetInnerHTML={{ __html: "" }}
        suppressHydrationWarning
      />
    );
  }
  return (
    <Element key="rendered" {...props}>
      {children}
    </Element>
  );
}
