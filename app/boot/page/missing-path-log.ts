// Runs as the 404 page is parsed (compiled by the build: page-script.ts): the missing path is
// logged on arrival. The app starts only at the visitor's first use, and a visit that never
// touches the page (a link opened and closed, a crawler, a monitor reading the console) must log
// it too.

import { afterShown } from "./when-shown";

export default function logMissingPath(message: string): void {
  // A 404 the browser prerendered logs nothing until the visitor is shown it.
  afterShown(() => console.error(message + location.pathname));
}
