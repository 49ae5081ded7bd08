// Where pages send what the server counts (server/stats/routes.ts, mounted at /api/stats).
export const statsEndpoints = {
  /** A prerendered page the visitor was shown (app/boot/page/prerender-view.ts). */
  view: "/api/stats/view",
  /** Field speed, when the owner turns it on (field-speed.ts). */
  vitals: "/api/stats/vitals",
} as const;
