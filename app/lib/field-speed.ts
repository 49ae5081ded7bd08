import { onCLS, onINP, onLCP } from "web-vitals";

import { contactEndpoint } from "./contact-endpoint";
import { statsEndpoints } from "./stats-endpoints";

declare global {
  interface ImportMetaEnv {
    /** `on`: pages send their LCP, INP and CLS to the stats endpoint (ADR 24). */
    readonly VITE_FIELD_SPEED?: string;
  }
}

// Field speed, when the owner builds with VITE_FIELD_SPEED=on: the visit's LCP, INP and CLS, as
// web-vitals reports them, sent with navigator.sendBeacon to this site (or, on a static host, to
// the relay's origin, which the CSP's connect-src already allows for the form). Loaded once the
// app has started (root.tsx), so it costs the first load nothing. Sent: the page's path and the
// figures; no identifier of any kind. Figures reported together (CLS and INP when the page is
// hidden) go in one beacon.

type Figure = { name: "LCP" | "INP" | "CLS"; value: number };

/** Where the figures go: beside the contact relay, on this origin or the relay's. */
export function fieldSpeedEndpoint(contact: string): string {
  const path = statsEndpoints.vitals;
  return contact.startsWith("/") ? path : `${new URL(contact).origin}${path}`;
}

export function reportFieldSpeed() {
  const endpoint = fieldSpeedEndpoint(contactEndpoint);
  const path = location.pathname;
  let pending: Partial<Record<Figure["name"], number>> = {};
  let queued = false;
  const send = () => {
    queued = false;
    navigator.sendBeacon(endpoint, JSON.stringify({ path, ...pending }));
    pending = {};
  };
  const take = ({ name, value }: Figure) => {
    pending[name] = value;
    if (queued) return;
    queued = true;
    queueMicrotask(send);
  };
  onLCP(take);
  onINP(take);
  onCLS(take);
}
