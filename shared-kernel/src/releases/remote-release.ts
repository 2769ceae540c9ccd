import type { RemoteName } from '../remotes/contracts';

/**
 * How the runtime configuration names a remote's release. A plain URL (of its `remoteEntry.js`) is
 * one release for everyone; `{ stable, canary, percent }` sends `percent` % of shoppers to the
 * canary, chosen by their anonymous visitor id so that a shopper stays on the same side across visits.
 */
export interface CanaryRelease {
  stable: string;
  canary: string;
  /** 0-100: the share of shoppers who get the canary. */
  percent: number;
}
export type RemoteRelease = string | CanaryRelease;

/** Which release of a remote this page runs: its entry URL, its version and whether it is the canary. */
export interface ChosenRelease {
  entry: string;
  version: string;
  canary: boolean;
}

/** A published release's folder name: `<package version>-<content hash>` (scripts/lib/releases). */
const VERSIONED_ENTRY = /\/([0-9]+\.[0-9]+\.[0-9]+-[0-9a-f]{10})\/remoteEntry\.js(\?.*)?$/;

/** The version a remote's entry URL names, or 'unversioned' for a build served in place (development, tests). */
export function remoteVersion(entryUrl: string): string {
  return VERSIONED_ENTRY.exec(entryUrl)?.[1] ?? 'unversioned';
}

/**
 * The shopper's bucket for one remote, 0-99: FNV-1a of the visitor id and the remote's name, so the
 * same visitor is always in the same bucket of a remote, and the remotes' canaries don't all pick
 * the same shoppers.
 */
export function canaryBucket(visitorId: string, remote: string): number {
  let hash = 0x811c9dc5;
  const text = `${remote}:${visitorId}`;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

/** The release this visitor gets of one remote. */
export function chooseRelease(release: RemoteRelease, visitorId: string, remote: string): ChosenRelease {
  if (typeof release === 'string') return { entry: release, version: remoteVersion(release), canary: false };
  const percent = Math.max(0, Math.min(100, Number(release.percent) || 0));
  const canary = canaryBucket(visitorId, remote) < percent;
  const entry = canary ? release.canary : release.stable;
  return { entry, version: remoteVersion(entry), canary };
}

/** The URL every visitor could fall back on: the stable release. */
export function stableEntry(release: RemoteRelease): string {
  return typeof release === 'string' ? release : release.stable;
}

const VISITOR_KEY = 'epharmacy.visitor';
const VISITOR_ID = /^[0-9a-z]{8,40}$/;

function newVisitorId(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto?.getRandomValues?.(bytes);
  const random = Array.from(bytes, (byte) => byte.toString(36).padStart(2, '0')).join('');
  return random.replace(/^0+/, '') || Date.now().toString(36);
}

/**
 * The browser's anonymous visitor id: random, tied to no account, kept in localStorage (and a
 * cookie of the same name, for a page server that wants the same choice); made on the first visit.
 */
export function visitorId(): string {
  let id: string | null = null;
  try {
    id = globalThis.localStorage?.getItem(VISITOR_KEY) ?? null;
  } catch {
    id = null;
  }
  if (!id || !VISITOR_ID.test(id)) {
    const cookie = /(?:^|;\s*)epharmacy\.visitor=([0-9a-z]+)/.exec(globalThis.document?.cookie ?? '')?.[1];
    id = cookie && VISITOR_ID.test(cookie) ? cookie : newVisitorId().slice(0, 24).padEnd(8, '0');
    try {
      globalThis.localStorage?.setItem(VISITOR_KEY, id);
    } catch {
      // Storage refused (private mode): the id lasts this page.
    }
  }
  if (globalThis.document) document.cookie = `${VISITOR_KEY}=${id}; path=/; max-age=31536000; samesite=lax`;
  return id;
}

/** Per remote, the release this page runs (set once at start; an open page keeps it until reload). */
const chosen = new Map<RemoteName, ChosenRelease>();

export function setChosenReleases(releases: Partial<Record<RemoteName, ChosenRelease>>): void {
  chosen.clear();
  for (const [name, release] of Object.entries(releases)) if (release) chosen.set(name as RemoteName, release);
}

export function chosenRelease(remote: RemoteName): ChosenRelease | undefined {
  return chosen.get(remote);
}
