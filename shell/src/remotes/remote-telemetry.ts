import { chosenRelease, getRuntimeConfig, type RemoteName } from 'shared-kernel';

/** Where a remote failed: its route manifest, its entry, a page's code, or drawing the page. */
export type FailureStage = 'manifest' | 'entry' | 'chunk' | 'render' | 'boundary';

export type RemoteReport =
  | { remote: RemoteName; kind: 'load'; durationMs: number }
  | { remote: RemoteName; kind: 'failure' | 'error'; stage: FailureStage; message?: string };

/** A page sends at most this many reports: a remote failing in a loop doesn't flood the API. */
const MAX_PER_PAGE = 50;
const SEND_AFTER_MS = 2000;
const BATCH = 20;

let queue: object[] = [];
let sent = 0;
let timer: ReturnType<typeof setTimeout> | null = null;

function send(events: object[]): void {
  if (!events.length || typeof fetch !== 'function') return;
  // keepalive lets the last batch leave as the page closes; a report that fails is dropped.
  void fetch(`${getRuntimeConfig().apiBaseUrl}/api/telemetry/remotes`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ events }),
    keepalive: true,
  }).catch(() => undefined);
}

/** Sends what is queued now (also when the page is hidden or closed). */
export function flushRemoteReports(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  while (queue.length) send(queue.splice(0, BATCH));
}

/**
 * Queues one report about a remote, with the version this page runs (and whether it is the
 * canary), never who the shopper is; they leave in batches.
 */
export function reportRemote(report: RemoteReport): void {
  if (sent >= MAX_PER_PAGE) return;
  sent += 1;
  const release = chosenRelease(report.remote);
  const message = 'message' in report && report.message ? report.message.slice(0, 300) : undefined;
  queue.push({ ...report, message, version: release?.version ?? 'unversioned', canary: release?.canary ?? false });
  timer ??= setTimeout(flushRemoteReports, SEND_AFTER_MS);
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', flushRemoteReports);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushRemoteReports();
  });
}

/** Where a page's load error came from: the remote's entry, or a chunk of its code. */
export function loadStage(error: unknown): FailureStage {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  if (/ChunkLoadError|Loading (css )?chunk/i.test(text)) return 'chunk';
  return 'entry';
}

/** Only for tests: forget what this page has sent. */
export function resetRemoteReports(): void {
  queue = [];
  sent = 0;
  if (timer) clearTimeout(timer);
  timer = null;
}
