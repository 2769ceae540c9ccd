import {
  fetchRouteManifest,
  getRuntimeConfig,
  REMOTE_NAMES,
  type Guard,
  type MenuEntry,
  type RemoteName,
  type RouteManifest,
} from 'shared-kernel';
import { reportRemote } from './remote-telemetry';

/** Where one remote's route manifest stands. */
export type ManifestState =
  | { status: 'on-demand' } // read only when a path matches no other remote's route
  | { status: 'loading' }
  | { status: 'loaded'; manifest: RouteManifest }
  | { status: 'failed'; error: Error };

export interface SiteRoute {
  path: string;
  remote: RemoteName;
  page: string;
  guard: Guard;
  menu?: MenuEntry;
  /** The page's title from its manifest, when it gives one. */
  title?: string;
}

export interface RouteTableSnapshot {
  states: ReadonlyMap<RemoteName, ManifestState>;
  /** Every route of every loaded manifest; a path two remotes claim goes to the first in REMOTE_NAMES. */
  routes: readonly SiteRoute[];
}

export type ManifestFetcher = (remote: RemoteName) => Promise<RouteManifest>;

/**
 * The site's routes, gathered from the route manifests the remotes publish beside their entries.
 * The shell's router is built from this, so no remote's paths are compiled into the shell or the kernel.
 */
export class RouteTable {
  private states = new Map<RemoteName, ManifestState>();
  private listeners = new Set<() => void>();
  private snapshot: RouteTableSnapshot = { states: new Map(), routes: [] };

  constructor(
    private readonly fetchManifest: ManifestFetcher,
    remotes: readonly RemoteName[],
    onDemand: readonly RemoteName[] = [],
  ) {
    for (const remote of REMOTE_NAMES.filter((name) => remotes.includes(name))) {
      this.states.set(remote, { status: 'on-demand' });
    }
    for (const remote of this.states.keys()) if (!onDemand.includes(remote)) void this.load(remote);
    this.publish();
  }

  /** A table for the remotes in the runtime configuration, fetching each manifest from beside its entry. */
  static fromRuntimeConfig(): RouteTable {
    const { remotes, routesOnDemand = [] } = getRuntimeConfig();
    return new RouteTable((remote) => fetchRouteManifest(remote, remotes[remote]!), Object.keys(remotes) as RemoteName[], routesOnDemand);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): RouteTableSnapshot => this.snapshot;

  /** Reads the manifests kept for later; called when a path matches none of the routes known so far. */
  loadOnDemand(): void {
    for (const [remote, state] of this.states) if (state.status === 'on-demand') void this.load(remote);
  }

  /**
   * Resolves once no manifest is on its way (each loaded or failed; those kept for later are not
   * asked for): the menus are built from them, so the shell draws its header then, whole.
   */
  settled(): Promise<void> {
    const loading = () => [...this.states.values()].some((state) => state.status === 'loading');
    if (!loading()) return Promise.resolve();
    return new Promise((resolve) => {
      const stop = this.subscribe(() => {
        if (loading()) return;
        stop();
        resolve();
      });
    });
  }

  /** Asks again for a manifest that could not be read. */
  retry(remote: RemoteName): void {
    if (this.states.get(remote)?.status === 'failed') void this.load(remote);
  }

  private async load(remote: RemoteName): Promise<void> {
    this.set(remote, { status: 'loading' });
    try {
      this.set(remote, { status: 'loaded', manifest: await this.fetchManifest(remote) });
    } catch (error) {
      console.error(error);
      reportRemote({ remote, kind: 'failure', stage: 'manifest', message: error instanceof Error ? error.message : String(error) });
      this.set(remote, { status: 'failed', error: error instanceof Error ? error : new Error(String(error)) });
    }
  }

  private set(remote: RemoteName, state: ManifestState): void {
    this.states.set(remote, state);
    this.publish();
  }

  private publish(): void {
    const routes: SiteRoute[] = [];
    const claimed = new Map<string, RemoteName>();
    for (const [remote, state] of this.states) {
      if (state.status !== 'loaded') continue;
      for (const route of state.manifest.routes) {
        const owner = claimed.get(route.path);
        if (owner) {
          console.warn(`The path ${route.path} is claimed by ${owner} and ${remote}; ${owner} keeps it.`);
          continue;
        }
        claimed.set(route.path, remote);
        routes.push({ ...route, remote });
      }
    }
    this.snapshot = { states: new Map(this.states), routes };
    for (const listener of this.listeners) listener();
  }
}
