/**
 * The first paint the site's server may send with index.html (#first-paint: the shell's static
 * header around a remote page's first view, drawn with the page's data; scripts/lib/first-load-hints.ts)
 * stays on screen, and the app's root hidden, until the route's page has been drawn by its own code
 * with its data; then it goes. A page whose code hydrates its first view keeps the view's nodes: they
 * move into the app (shell/src/remotes/first-view-handoff.tsx) and only the frame around them goes.
 * Otherwise nodes are replaced, not moved, so the page does not jump.
 */
export function firstPaintShown(): boolean {
  const element = document.getElementById('first-paint');
  return Boolean(element && !element.hidden);
}

/** How long the app waits at most for the first view's frame to be painted (a hidden tab paints none). */
export const FIRST_FRAME_WAIT_MS = 100;

/**
 * Resolves once the browser has painted a frame with the first view on screen (after the next
 * animation frame, in the task that follows it), or at once when there is no first view. The app's
 * work starts after it: on a slow phone its scripts, arriving back to back, would otherwise keep the
 * browser from painting the view it already has until the page's code had taken it over.
 */
export function afterFirstViewPainted(limitMs = FIRST_FRAME_WAIT_MS): Promise<void> {
  if (!firstPaintShown() || typeof requestAnimationFrame !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    const limit = setTimeout(resolve, limitMs);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(limit);
        resolve();
      }, 0),
    );
  });
}

const onEnd: (() => void)[] = [];

/** Runs `done` once the first paint has gone (at once if it has). */
export function whenFirstPaintEnds(done: () => void): void {
  if (document.getElementById('first-paint')) onEnd.push(done);
  else done();
}

export function endFirstPaint(): void {
  document.getElementById('first-paint')?.remove();
  for (const done of onEnd.splice(0)) done();
}

/** A page still waiting for its data shows the toolkit's loading indicator (shared-kernel's Loading). */
const LOADING = '.ep-loading';

/** However long the page's data takes, its first view gives way after this. */
export const FIRST_VIEW_WAIT_MS = 5000;

/**
 * Ends the first paint once the page drawn in `page` shows no loading indicator, so the first view,
 * which has the data, is not swapped for the page's loading state and back; at the latest after
 * `limitMs`. Returns what stops the watch (the page left before it ended).
 */
export function endFirstPaintWhenDrawn(page: Element | null, limitMs = FIRST_VIEW_WAIT_MS): () => void {
  if (!firstPaintShown() || !page) {
    endFirstPaint();
    return () => undefined;
  }
  const done = () => {
    observer.disconnect();
    clearTimeout(timer);
    endFirstPaint();
  };
  const observer = new MutationObserver(() => {
    if (!page.querySelector(LOADING)) done();
  });
  const timer = setTimeout(done, limitMs);
  if (!page.querySelector(LOADING)) done();
  else observer.observe(page, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    clearTimeout(timer);
  };
}
