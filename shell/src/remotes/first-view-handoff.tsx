// The server's first view of a page, taken over by the page's own code without being drawn again:
// index.html carries the reads the view was drawn with (#first-view-data, written by
// scripts/lib/first-load-hints.ts) and React hydrates the view's nodes where they are, in the
// first-paint frame, in a root of their own. Once hydrated, the view's container (the same nodes)
// moves into the app's page slot and the frame around it goes, in one task, so the shopper sees no
// change and the page's largest paint stays the first view's. A view drawn in another language or
// that does not match what the page draws (hydration errors) is replaced as before (first-paint.ts).
import { Component, startTransition, useContext, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import {
  currentLocale,
  FirstViewReads,
  RouterBridge,
  useRouterState,
  type FirstViewData,
  type RemoteName,
  type RouterState,
} from 'shared-kernel';
import { endFirstPaint, firstPaintShown, whenFirstPaintEnds } from '../app/first-paint';
import { RemoteLoaderContext } from './remote-page';
import { reportRemote } from './remote-telemetry';

/** React's ids in a first view, as the server draws them (catalog-mfe/src/first-views/render.tsx). */
export const FIRST_VIEW_ID_PREFIX = 'fv-';

export interface FirstViewHandoff {
  data: FirstViewData;
  /** The element holding the view's nodes in the first-paint frame; it becomes the page's root. */
  container: HTMLElement;
}

const isData = (value: unknown): value is FirstViewData => {
  const data = value as FirstViewData | null;
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof data.page === 'string' &&
    typeof data.url === 'string' &&
    typeof data.locale === 'string' &&
    typeof data.reads === 'object' &&
    data.reads !== null
  );
};

/** The first view the server sent to be hydrated, if the frame is shown; null otherwise. */
export function readFirstViewHandoff(): FirstViewHandoff | null {
  const script = document.getElementById('first-view-data');
  const container = document.querySelector<HTMLElement>('#first-paint .shell-remote');
  if (!script || !container?.firstElementChild || !firstPaintShown()) return null;
  try {
    const data: unknown = JSON.parse(script.textContent ?? '');
    return isData(data) ? { data, container } : null;
  } catch {
    return null;
  }
}

let sent: FirstViewHandoff | null | undefined;

/**
 * Older than this (by the device's clock), the view's data came from the device's own copy of the
 * page (the service worker's, on a slow or lost connection): the page reads its data again, through
 * the worker, which marks prices kept offline.
 */
export const FIRST_VIEW_FRESH_MS = 5 * 60_000;

/**
 * The first view for the page about to be drawn: when it is this page at this address, still on
 * screen, not yet taken, drawn in the shopper's language, online and lately. (A render React starts
 * again asks again and gets the same answer.)
 */
export function claimFirstView(page: string, url: string, locale = currentLocale(), now = Date.now()): FirstViewHandoff | null {
  if (sent === undefined) sent = readFirstViewHandoff();
  const handoff = sent;
  if (!handoff || handoff.data.page !== page || handoff.data.url !== url) return null;
  if (!handoff.container.isConnected || !firstPaintShown()) return null;
  const age = now - Date.parse(handoff.data.readAt ?? '');
  if (!navigator.onLine || !(age < FIRST_VIEW_FRESH_MS)) return null;
  if (handoff.data.locale !== locale) {
    // The shopper chose another language than the one the server drew: the page draws itself.
    if (process.env.NODE_ENV !== 'production')
      console.info(`The first view was drawn in ${handoff.data.locale}, the shopper reads ${locale}: it is replaced.`);
    return null;
  }
  return handoff;
}

/** The first view is the page's now (or was replaced): no other page takes it. */
function taken(): void {
  sent = null;
}

/**
 * The page did not read its data, so the service worker has not kept it for offline use: the same
 * reads are made now, at low priority (the worker answers them, from its copy or the network), only
 * when a worker is there to keep them.
 */
function keepForOffline(data: FirstViewData): void {
  if (!navigator.serviceWorker?.controller) return;
  for (const address of Object.values(data.addresses ?? {}))
    void fetch(address, { headers: { Accept: 'application/json' }, credentials: 'same-origin', priority: 'low' } as RequestInit).catch(
      () => undefined,
    );
}

/** Forgets the handoff read (for tests, which set up a new document). */
export function resetFirstViewHandoff(): void {
  sent = undefined;
}

/**
 * Tells once when the hydrated page has committed. It wraps the page rather than standing beside it:
 * siblings would change React's ids (useId) from the server's.
 */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    onCommit();
  });
  return children;
}

/** An error thrown by the page while hydrating or later: the app draws the page again, as before. */
class Fallback extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: Error) {
    console.error(error);
    this.props.onError();
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

interface Props {
  handoff: FirstViewHandoff;
  remote: RemoteName;
  page: string;
  /** The view could not be kept (its code failed to load, it mismatched, the frame went first): draw the page as before. */
  onReplace: () => void;
}

function pageTree(Page: ComponentType, router: RouterState, reads: FirstViewData['reads'] | null, props: Props, onCommit: () => void) {
  return (
    <RouterBridge state={router}>
      <Fallback onError={props.onReplace}>
        <Committed onCommit={onCommit}>
          <FirstViewReads reads={reads ?? {}}>
            <Page />
          </FirstViewReads>
        </Committed>
      </Fallback>
    </RouterBridge>
  );
}

/**
 * The page, hydrated from its first view in a root of its own, in the app's page slot. It reads the
 * app's router where it stands and hands it to that root, so links, the address and its parameters
 * are the app's.
 */
export function HydratedPage(props: Props) {
  const { handoff, remote, page, onReplace } = props;
  const loader = useContext(RemoteLoaderContext);
  const router = useRouterState();
  const slot = useRef<HTMLDivElement>(null);
  const root = useRef<{ root: Root; Page: ComponentType; hydrated: boolean } | null>(null);
  const latest = useRef({ router, props });
  latest.current = { router, props };

  useEffect(() => {
    taken();
    let live = true;
    const began = performance.now();
    let mismatched = false;
    const onCommit = () => {
      if (!live || root.current?.hydrated) return;
      if (root.current) root.current.hydrated = true;
      const { container } = handoff;
      if (mismatched || !container.isConnected || !firstPaintShown() || !slot.current) {
        latest.current.props.onReplace();
        return;
      }
      // One task: the view's nodes join the app and the frame around them goes; nothing is painted between.
      container.dataset.boundary = remote;
      slot.current.appendChild(container);
      endFirstPaint();
      keepForOffline(handoff.data);
      reportRemote({ remote, kind: 'load', durationMs: Math.max(0, Math.round(performance.now() - began)) });
    };
    loader.load(remote, page).then(
      (Page) => {
        if (!live) return;
        const tree = pageTree(Page, latest.current.router, handoff.data.reads, latest.current.props, onCommit);
        // Hydrated as a transition: React then yields to the browser every few milliseconds instead
        // of hydrating the whole view in one long task (a default-priority hydration is not sliced),
        // so a tap or a scroll on the view is never held behind it. The view stays on screen meanwhile.
        let hydrated: Root | undefined;
        startTransition(() => {
          hydrated = hydrateRoot(handoff.container, tree, {
            identifierPrefix: FIRST_VIEW_ID_PREFIX,
            onRecoverableError(error) {
              // The server's markup is not what the page draws (its data or language differ): replaced.
              mismatched = true;
              if (process.env.NODE_ENV !== 'production') console.warn('The first view could not be hydrated; it is replaced.', error);
            },
          });
        });
        root.current = { root: hydrated!, Page, hydrated: false };
      },
      () => live && onReplace(),
    );
    return () => {
      live = false;
      const current = root.current;
      root.current = null;
      // A root still shown in the frame stays until the frame goes (the page drawn again replaces it).
      if (current) whenFirstPaintEnds(() => queueMicrotask(() => current.root.unmount()));
    };
    // Hydrated once, for the page this slot was made for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Later addresses (another page of results, another medicine): the page's root is drawn again with
  // them, without the first view's reads, in a transition, so a page that loads keeps showing meanwhile.
  useEffect(() => {
    const current = root.current;
    if (!current?.hydrated) return;
    startTransition(() => current.root.render(pageTree(current.Page, router, null, props, () => undefined)));
  });

  return <div className="shell-first-view-slot" data-boundary={remote} ref={slot} />;
}
