/**
 * The first paint the site's server may send with index.html (#first-paint: the shell's static
 * header around a remote page's first view, scripts/lib/first-load-hints.ts) stays on screen, and
 * the app's root hidden, until the route's page has been drawn by its own code; then it goes.
 * Nodes are replaced, not moved, so the page does not jump.
 */
export function firstPaintShown(): boolean {
  const element = document.getElementById('first-paint');
  return Boolean(element && !element.hidden);
}

export function endFirstPaint(): void {
  document.getElementById('first-paint')?.remove();
}
