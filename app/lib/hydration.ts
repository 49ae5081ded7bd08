// Whether React is hydrating the prerendered page right now. The browser entry sets it before it
// hydrates and the root clears it once the first commit is done; tests and client navigations
// never see it set. Prerendered reads it to leave static parts of the page as the HTML has them.
let hydrating = false;

export function beginHydration(): void {
  hydrating = true;
}

export function finishHydration(): void {
  hydrating = false;
}

export function isHydrating(): boolean {
  return hydrating;
}
