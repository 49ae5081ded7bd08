// Where pages send what the server counts (server/stats/routes.ts, mounted at /api/stats).
export const statsEndpoints = {
  /**
   * A page shown without an HTML request: fetched ahead (app/boot/page/speculated-view.ts), or
   * moved to by the app (count-app-navigations.ts).
   */
  view: "/api/stats/view",
  /** Field speed, when the owner turns it on (field-speed.ts). */
  vitals: "/api/stats/vitals",
} as const;
