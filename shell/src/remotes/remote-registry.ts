import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemotePagesModule } from 'shared-kernel';
import type { ComponentType } from 'react';
import { loadStage, reportRemote } from './remote-telemetry';

const LOAD_TIMEOUT_MS = 15_000;
const entries = new Map<RemoteName, string>();

function toAbsolute(url: string): string {
  return new URL(url, window.location.href).toString();
}

/** Registers every remote named in the runtime configuration; nothing is fetched until a route needs it. */
export function registerConfiguredRemotes(remotes: Partial<Record<RemoteName, string>>): void {
  const list = Object.entries(remotes).map(([name, url]) => {
    entries.set(name as RemoteName, toAbsolute(url));
    return { name, entry: toAbsolute(url) };
  });
  if (list.length) registerRemotes(list);
}

/** After a failure, forget what the runtime cached for this remote, so a retry fetches it anew. */
export function resetRemote(remote: RemoteName): void {
  const entry = entries.get(remote);
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms / 1000} s`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    cause: unknown,
  ) {
    super(`The ${remote} part of the site could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'RemoteUnavailableError';
  }
}

/** Loads one page component of a remote. */
export async function loadRemotePage(remote: RemoteName, page: string): Promise<ComponentType> {
  if (!entries.has(remote)) throw new RemoteUnavailableError(remote, new Error('it is not in the runtime configuration'));
  try {
    const module = await withTimeout(loadRemote<RemotePagesModule>(`${remote}/pages`), LOAD_TIMEOUT_MS, remote);
    const component = module?.pages?.[page];
    if (!component) throw new Error(`it has no page "${String(page)}"`);
    return component;
  } catch (error) {
    const unavailable = error instanceof RemoteUnavailableError ? error : new RemoteUnavailableError(remote, error);
    reportRemote({ remote, kind: 'failure', stage: loadStage(error), message: unavailable.message });
    throw unavailable;
  }
}
