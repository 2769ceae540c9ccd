// Which requests the service worker answers, and how; kept apart from the worker itself so the
// rules can be tested in Node.

/** Public catalogue reads (no personal data): medicines, categories, the pharmacy's identity. */
const CATALOGUE = /^\/api\/(medicine(\/|-categories|$)|medicine-categories|pharmacy-identity)/;
/** Pictures served by the API under names that carry a content hash. */
const PICTURES = /^\/api\/images\//;
/**
 * A remote's files that name a release: its entry, its route manifest and federation manifest.
 * Everything else a remote serves is a file of one release, the same bytes for ever under its URL
 * (content-hashed names, or under /remotes/<name>/<version>/).
 */
const RELEASE_NAMES = /(remoteEntry\.js|routes\.json|mf-manifest\.json|mf-stats\.json)$/;

/** Where Paystack sends the shopper back after paying (the callback URL, with ?reference=…&trxref=…). */
export const PAYMENT_RETURN_PATH = '/payment-success';

export type Kind = 'page' | 'payment-return' | 'catalogue' | 'picture' | 'remote-file' | 'release' | null;

export interface RequestFacts {
  method: string;
  url: string;
  mode: string;
  /** The worker's own origin. */
  origin: string;
  /** Whether the request carries credentials (an Authorization header): never cached. */
  authorized: boolean;
}

/** How a request is answered: by kind, or null for the network as usual (nothing stored). */
export function kindOf({ method, url, mode, origin, authorized }: RequestFacts): Kind {
  if (method !== 'GET' || authorized) return null;
  const parsed = new URL(url);
  if (parsed.origin !== origin) return null;
  const path = parsed.pathname;
  if (mode === 'navigate') {
    if (path.startsWith('/api/')) return null;
    // Never kept: each return names one payment, and the page must ask the server what became of it.
    return path === PAYMENT_RETURN_PATH ? 'payment-return' : 'page';
  }
  if (CATALOGUE.test(path)) return 'catalogue';
  if (PICTURES.test(path)) return 'picture';
  if (path === '/runtime-config.json') return 'release';
  if (path.startsWith('/remotes/')) return RELEASE_NAMES.test(path) ? 'release' : 'remote-file';
  return null;
}

/**
 * What a page that could not be loaded is answered with, offline: the return from a payment gets a
 * page of its own (the payment may have gone through: don't pay again, it confirms by itself once
 * back online); the installed shop's start page its copy kept at install; any other the offline page.
 */
export function offlineAnswerFor(url: string, startUrl: string): 'payment-return' | 'start-page' | 'offline-page' {
  const parsed = new URL(url);
  if (parsed.pathname === PAYMENT_RETURN_PATH && (parsed.searchParams.get('reference') || parsed.searchParams.get('trxref')))
    return 'payment-return';
  if (parsed.pathname === new URL(startUrl, parsed.origin).pathname) return 'start-page';
  return 'offline-page';
}
