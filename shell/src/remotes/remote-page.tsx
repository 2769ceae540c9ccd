import {
  Component,
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useRef,
  useState,
  type RefObject,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { Button, Loading, type RemoteName } from 'shared-kernel';
import { loadRemotePage, RemoteUnavailableError, resetRemote } from './remote-registry';
import { loadStage, reportRemote } from './remote-telemetry';
import { endFirstPaint, endFirstPaintWhenDrawn } from '../app/first-paint';
import { useShellText } from '../i18n';
import { claimFirstView, HydratedPage } from './first-view-handoff';

export type RemotePageLoader = (remote: RemoteName, page: string) => Promise<ComponentType>;

interface Loader {
  load: RemotePageLoader;
  reset: (remote: RemoteName) => void;
}

/** How pages are loaded; the real federation loader unless a test gives another. */
export const RemoteLoaderContext = createContext<Loader>({
  load: loadRemotePage,
  reset: resetRemote,
});

/**
 * Lazy page components live outside React's state: one made during a render that suspends would be
 * thrown away with that render, and the next render would suspend on a new one, for ever.
 */
const lazyPages = new WeakMap<Loader, Map<string, LazyExoticComponent<ComponentType>>>();

/** When each page load began, until the page is drawn (then its load time is reported once). */
const loading = new Map<string, number>();
const now = () => globalThis.performance?.now() ?? Date.now();

function lazyPage(loader: Loader, remote: RemoteName, page: string, attempt: number) {
  let cache = lazyPages.get(loader);
  if (!cache) lazyPages.set(loader, (cache = new Map()));
  const key = `${remote}/${page}#${attempt}`;
  let Page = cache.get(key);
  if (!Page) {
    Page = lazy(async () => {
      loading.set(key, now());
      if (attempt > 0) loader.reset(remote);
      const Loaded = await loader.load(remote, page);
      // The remote's page may itself be lazy, and React.lazy cannot resolve to another lazy.
      return { default: () => <Loaded /> };
    });
    cache.set(key, Page);
  }
  return Page;
}

/** Retries are counted per remote, so every page of a remote that came back is tried afresh. */
const attempts = new Map<RemoteName, number>();

interface BoundaryProps {
  remote: RemoteName;
  /** The page load this boundary wraps (remote/page#attempt). */
  loadKey: string;
  onRetry: () => void;
  children: ReactNode;
}

class RemoteBoundary extends Component<BoundaryProps, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error) {
    console.error(error);
    const { remote, loadKey } = this.props;
    // A load that failed was reported by the loader; a page that never drew failed to render; one
    // that had drawn threw later, caught here.
    if (error instanceof RemoteUnavailableError) return;
    const stage = loadStage(error) === 'chunk' ? 'chunk' : loading.has(loadKey) ? 'render' : 'boundary';
    reportRemote({ remote, kind: stage === 'boundary' ? 'error' : 'failure', stage, message: error.message });
  }

  render() {
    if (!this.state.error) return this.props.children;
    return <RemoteFallback remote={this.props.remote} onRetry={this.props.onRetry} />;
  }
}

/** Drawn with a remote's page: the server's first paint of it goes once the page has its data too. */
function FirstPaintDone({ page, remote, loadKey }: { page: RefObject<HTMLDivElement | null>; remote: RemoteName; loadKey: string }) {
  useEffect(() => endFirstPaintWhenDrawn(page.current), [page]);
  useEffect(() => {
    const began = loading.get(loadKey);
    if (began === undefined) return;
    loading.delete(loadKey);
    reportRemote({ remote, kind: 'load', durationMs: Math.max(0, Math.round(now() - began)) });
  }, [remote, loadKey]);
  return null;
}

/** What stands in for a remote's page when its code or its route manifest could not be loaded. */
export function RemoteFallback({ remote, onRetry }: { remote: RemoteName | RemoteName[]; onRetry: () => void }) {
  useEffect(endFirstPaint, []);
  const remotes = [remote].flat();
  const t = useShellText();
  const titles = remotes.map((name) => t(`fallback.remote.${name}`));
  const named = titles.length > 1 ? t('fallback.either', { some: titles.slice(0, -1).join(', '), last: titles.at(-1) }) : titles[0];
  return (
    <section className="shell-fallback" role="alert" data-boundary-fallback={remotes.join(' ')}>
      <h2>{t('fallback.title')}</h2>
      <p>{t('fallback.text', { named })}</p>
      <Button onClick={onRetry}>{t('fallback.retry')}</Button>
    </section>
  );
}

/** Draws one page of a remote, with a spinner while it loads and a fallback with Retry if it fails. */
export function RemotePage({ remote, page }: { remote: RemoteName; page: string }) {
  const t = useShellText();
  const loader = useContext(RemoteLoaderContext);
  const container = useRef<HTMLDivElement>(null);
  const [, rerender] = useState(0);
  // The server's first view of this page (drawn for the address the browser loaded), when it sent
  // one to hydrate: kept unless it cannot be.
  const [handoff, setHandoff] = useState(() => claimFirstView(page, `${window.location.pathname}${window.location.search}`));
  const attempt = attempts.get(remote) ?? 0;
  const Page = lazyPage(loader, remote, page, attempt);
  const loadKey = `${remote}/${page}#${attempt}`;
  const retry = () => {
    attempts.set(remote, attempt + 1);
    rerender((n) => n + 1);
  };
  // The router keeps this component when the address moves to another page of any remote (the same
  // element type at the same place): the first view belongs to the page it was claimed for only.
  const kept = handoff?.data.page === page ? handoff : null;
  useEffect(() => {
    if (handoff && !kept) setHandoff(null);
  }, [handoff, kept]);
  if (kept) return <HydratedPage key={page} handoff={kept} remote={remote} page={page} onReplace={() => setHandoff(null)} />;
  return (
    <div className="shell-remote" data-boundary={remote} ref={container}>
      <RemoteBoundary key={loadKey} loadKey={loadKey} remote={remote} onRetry={retry}>
        <Suspense fallback={<Loading label={t('app.loading')} className="shell-spinner" />}>
          <Page />
          <FirstPaintDone page={container} remote={remote} loadKey={loadKey} />
        </Suspense>
      </RemoteBoundary>
    </div>
  );
}
