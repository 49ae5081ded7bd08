/**
 * Runs `work` in a task of its own after the browser has painted the next frame: what an
 * interaction shows (a chosen tag, an open menu) reaches the screen first, and work it only implies
 * (keeping the choice in the address, which re-renders whatever reads the location) follows without
 * delaying that frame (Interaction to Next Paint).
 */
export function afterNextPaint(work: () => void): void {
  // A frame's callbacks run just before it is painted; a task queued from one runs after the paint.
  requestAnimationFrame(() => setTimeout(work, 0));
}
