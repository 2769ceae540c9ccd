// Serves the composed storefront the way nginx does in production: the shell at /, each remote's
// build under /remotes/<name>/, /runtime-config.json made at request time, /api proxied to the API.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream';
import zlib from 'node:zlib';
import { AFTER_FIRST_PAINT_LOADER_HASH, firstLoad, shellScripts, writeFirstLoad } from './first-load-hints';
import { requestOrigin, writeHead } from './page-head';
import { sendHtml } from './page-server';
import { folderFiles, readTextIfThere } from './remote-files';
import { releasedRuntimeConfig, type RemoteConfigValue } from './releases/runtime-config';
import { VERSION } from './releases/store';

export const REMOTE_FOLDERS = {
  catalog: 'catalog-mfe',
  cartCheckout: 'cart-checkout-mfe',
  account: 'account-mfe',
  admin: 'admin-mfe',
} as const;

export type RemoteKey = keyof typeof REMOTE_FOLDERS;

export interface SiteServerOptions {
  root: string;
  port: number;
  host?: string;
  apiUrl: string;
  /** Remote -> manifest URL, overriding the one this server serves (e.g. a remote's dev server). */
  remoteOverrides?: Partial<Record<RemoteKey, string>>;
  /** Extra origins that may be fetched (Content-Security-Policy connect-src / script-src). */
  extraOrigins?: string[];
  /**
   * How long a request's headers may take to arrive (then 408), and how often that is checked;
   * Node's defaults (60 s, every 30 s) unless given (tests make them short).
   */
  timeouts?: { headersMs: number; checkEveryMs: number };
  /**
   * The release store (scripts/lib/releases): remotes released there are served from
   * /remotes/<name>/<version>/ and the runtime configuration names their versions, read anew on
   * every request (a release or rollback needs no restart). Without it, each remote's dist in place.
   */
  releasesDir?: string;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

const HASHED = /\.[0-9a-f]{10}\.(js|css)$|\/assets\//;
const ALWAYS_REVALIDATE =
  /(index\.html|start-chunks\.json|remoteEntry\.js|routes\.json|mf-manifest\.json|mf-stats\.json|runtime-config\.json|sw\.js|offline\.html|manifest\.webmanifest)$/;

/** A released version's files (remoteEntry.js and routes.json included) never change: cached for good. */
const RELEASED = /\/remotes\/[a-z-]+\/[0-9]+\.[0-9]+\.[0-9]+-[0-9a-f]{10}\//;

/** Remote overrides from REMOTE_CATALOG_URL, REMOTE_CART_CHECKOUT_URL, REMOTE_ACCOUNT_URL, REMOTE_ADMIN_URL. */
export function remoteOverridesFromEnv(env: NodeJS.ProcessEnv): Partial<Record<RemoteKey, string>> {
  const overrides: Partial<Record<RemoteKey, string>> = {};
  for (const key of Object.keys(REMOTE_FOLDERS) as RemoteKey[]) {
    const value = env[`REMOTE_${key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}_URL`];
    if (value) overrides[key] = value;
  }
  return overrides;
}

export function runtimeConfig(options: SiteServerOptions) {
  const remotes: Record<string, RemoteConfigValue> = {};
  for (const key of Object.keys(REMOTE_FOLDERS) as RemoteKey[]) {
    remotes[key] = `/remotes/${REMOTE_FOLDERS[key]}/remoteEntry.js`;
  }
  const config = { apiBaseUrl: '', remotes, routesOnDemand: ['admin'] };
  const released = options.releasesDir ? releasedRuntimeConfig(config, options.releasesDir) : config;
  // A remote pointed at its dev server wins over any release.
  const overrides = Object.entries(options.remoteOverrides ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return { ...released, remotes: { ...released.remotes, ...Object.fromEntries(overrides) } as Record<RemoteKey, RemoteConfigValue> };
}

/** The URL every visitor can fall back on: the stable release's, during a canary. */
function stableUrl(value: RemoteConfigValue): string {
  return typeof value === 'string' ? value : value.stable;
}

/** A released version's folder in the store, if the path names one (/remotes/<name>/<version>/...). */
function releasedBase(options: SiteServerOptions, folder: string, rest: string): { base: string; rest: string } | null {
  const version = /^\/([^/]+)(\/.*)$/.exec(rest);
  if (!options.releasesDir || !version || !VERSION.test(version[1])) return null;
  return { base: path.join(options.releasesDir, 'remotes', folder, version[1]), rest: version[2] };
}

/** A remote's files as the first-load hints read them: its released stable version, or its dist in place. */
function remoteFolder(options: SiteServerOptions, folder: string, entryUrl: string): string {
  const released = releasedBase(options, folder, entryUrl.replace(`/remotes/${folder}`, '').replace(/remoteEntry\.js$/, ''));
  return released?.base ?? path.join(options.root, folder, 'dist');
}

function securityHeaders(options: SiteServerOptions): Record<string, string> {
  const extra = (options.extraOrigins ?? []).join(' ');
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Content-Security-Policy': [
      "default-src 'self'",
      // The one inline script, by its hash: a first view's loader (first-load-hints.ts).
      `script-src 'self' ${AFTER_FIRST_PAINT_LOADER_HASH} ${extra}`.trim(),
      `connect-src 'self' ${extra}`.trim(),
      "img-src 'self' data: blob:",
      // Remotes' stylesheets are files served beside their code, wherever that is.
      `style-src 'self' 'unsafe-inline' ${extra}`.trim(),
      "font-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
    ].join('; '),
  };
}

function resolveFile(options: SiteServerOptions, urlPath: string): { file: string; spa: boolean } | null {
  const remote = /^\/remotes\/([a-z-]+)(\/.*)$/.exec(urlPath);
  let base: string;
  let rest: string;
  if (remote) {
    if (!Object.values(REMOTE_FOLDERS).includes(remote[1] as never)) return null;
    const released = releasedBase(options, remote[1], remote[2]);
    base = released?.base ?? path.join(options.root, remote[1], 'dist');
    rest = released?.rest ?? remote[2];
  } else {
    base = path.join(options.root, 'shell', 'dist');
    rest = urlPath;
  }
  const file = path.normalize(path.join(base, rest));
  if (!file.startsWith(base)) return null;
  if (fs.existsSync(file) && fs.statSync(file).isFile()) return { file, spa: false };
  // Paths without a file extension are app routes: the shell's index.html answers them.
  if (!remote && !path.extname(rest)) return { file: path.join(base, 'index.html'), spa: true };
  return null;
}

function sendFile(req: http.IncomingMessage, res: http.ServerResponse, file: string, headers: Record<string, string>) {
  const accept = String(req.headers['accept-encoding'] ?? '');
  let served = file;
  let encoding: string | undefined;
  if (/\bbr\b/.test(accept) && fs.existsSync(`${file}.br`)) [served, encoding] = [`${file}.br`, 'br'];
  else if (/\bgzip\b/.test(accept) && fs.existsSync(`${file}.gz`)) [served, encoding] = [`${file}.gz`, 'gzip'];
  const stat = fs.statSync(served);
  const etag = `"${stat.size.toString(16)}-${stat.mtimeMs.toString(16)}${encoding ? `-${encoding}` : ''}"`;
  const cache =
    HASHED.test(file) || RELEASED.test(file)
      ? 'public, max-age=31536000, immutable'
      : ALWAYS_REVALIDATE.test(file)
        ? 'no-cache'
        : 'public, max-age=3600';
  const base: Record<string, string> = {
    ...headers,
    'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'Cache-Control': cache,
    ETag: etag,
    Vary: 'Accept-Encoding',
  };
  if (encoding) base['Content-Encoding'] = encoding;
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, base);
    res.end();
    return;
  }
  res.writeHead(200, { ...base, 'Content-Length': String(stat.size) });
  if (req.method === 'HEAD') return void res.end();
  pipeline(fs.createReadStream(served), res, () => undefined);
}

/** API request bodies over this are refused here, as nginx's client_max_body_size does in production. */
export const MAX_API_BODY_BYTES = 12 * 1024 * 1024;
/** A refused chunked body is read to its end (and dropped) up to this, then the connection is cut. */
const MAX_DRAINED_BODY_BYTES = 64 * 1024 * 1024;

const json = (res: http.ServerResponse, status: number, message: string, headers: Record<string, string> = {}) => {
  res.writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ message }));
};

/**
 * Whether an API answer goes out gzipped: a read's JSON of some size, to a client that takes gzip,
 * not already encoded. The catalogue's list is about 90 KB of JSON and 12 KB gzipped, which on a
 * slow phone network is most of a second. Only reads: an answer to a login or a payment carries
 * secrets beside what the caller sent, which compression must not mix (BREACH).
 */
function compressible(req: http.IncomingMessage, answer: http.IncomingMessage): boolean {
  if (req.method !== 'GET' || answer.headers['content-encoding']) return false;
  if (!/^application\/json\b/.test(String(answer.headers['content-type'] ?? ''))) return false;
  if (!/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return false;
  const length = answer.headers['content-length'];
  return length === undefined || Number(length) >= 1024;
}

/**
 * Passes an /api request on, naming the client in X-Forwarded-For (a client-sent one is replaced,
 * never extended). The API may answer before it has read the body (413, or 401 before an upload):
 * that answer is passed on as soon as it comes, and an upstream error after it is not a 502.
 */
function proxy(req: http.IncomingMessage, res: http.ServerResponse, apiUrl: string) {
  const tooLarge = () => {
    if (!res.headersSent) json(res, 413, 'The request body is too large.', { Connection: 'close' });
  };
  if (Number(req.headers['content-length'] ?? 0) > MAX_API_BODY_BYTES) return tooLarge();
  const target = new URL(req.url ?? '/', apiUrl);
  let answered = false;
  let refused = false;
  const upstream = http.request(
    target,
    {
      method: req.method,
      headers: { ...req.headers, host: target.host, 'x-forwarded-for': req.socket.remoteAddress ?? '', 'x-forwarded-proto': 'http' },
    },
    (answer) => {
      answered = true;
      if (compressible(req, answer)) {
        // Gzipped as nginx does in production (nginx/templates): a variant of its own, so a weak ETag.
        const headers = {
          ...answer.headers,
          'content-encoding': 'gzip',
          vary: [answer.headers.vary, 'Accept-Encoding'].filter(Boolean).join(', '),
        };
        delete headers['content-length'];
        if (typeof headers.etag === 'string' && !headers.etag.startsWith('W/')) headers.etag = `W/${headers.etag}`;
        res.writeHead(answer.statusCode ?? 502, headers);
        return void pipeline(answer, zlib.createGzip({ level: 6 }), res, () => undefined);
      }
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      pipeline(answer, res, () => undefined);
    },
  );
  upstream.on('error', () => {
    if (answered || refused) return;
    if (res.headersSent) return void res.destroy();
    json(res, 502, 'The shop is temporarily unavailable. Please try again in a moment.');
  });
  req.on('error', () => upstream.destroy());
  // A body without Content-Length (chunked) is counted as it comes: past the limit the API is let
  // go and the rest is read and dropped, so the 413 reaches the client instead of a reset.
  let received = 0;
  req.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (refused) {
      if (received > MAX_DRAINED_BODY_BYTES) {
        tooLarge();
        req.destroy();
      }
      return;
    }
    if (received <= MAX_API_BODY_BYTES) return;
    refused = true;
    req.unpipe(upstream);
    upstream.destroy();
    req.resume(); // unpipe paused it: go on reading, to drop the rest
  });
  req.on('end', () => {
    if (refused) tooLarge();
  });
  req.pipe(upstream);
}

/**
 * An app route: the shell's index.html with preload hints for what this route needs, and its first
 * view when it has one (scripts/lib/first-load-hints.ts), written at request time from the
 * remotes' live manifests.
 */
async function sendAppPage(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  options: SiteServerOptions,
  pathname: string,
  search: string,
  indexFile: string,
  headers: Record<string, string>,
) {
  const config = runtimeConfig(options);
  const all = (Object.keys(REMOTE_FOLDERS) as RemoteKey[]).map((key) => ({
    key,
    entryUrl: stableUrl(config.remotes[key]),
    files: options.remoteOverrides?.[key] ? null : folderFiles(remoteFolder(options, REMOTE_FOLDERS[key], stableUrl(config.remotes[key]))),
  }));
  // Admin's routes are read only to tell that a path is a page (it is never hinted to a shopper).
  const onDemand = all.filter(({ key }) => config.routesOnDemand.includes(key));
  const remotes = all.filter((remote) => !onDemand.includes(remote));
  const load = await firstLoad({
    path: pathname,
    search,
    remotes,
    onDemand,
    apiBaseUrl: config.apiBaseUrl,
    apiUrls: [options.apiUrl],
    clientIp: req.socket.remoteAddress ?? '',
    shell: shellScripts(readTextIfThere(path.join(path.dirname(indexFile), 'start-chunks.json'))),
  });
  const origin = requestOrigin(req.headers, `http://${req.headers.host ?? 'localhost'}`);
  const html = writeHead(writeFirstLoad(fs.readFileSync(indexFile, 'utf8'), load, pathname), load.head, origin, `${pathname}${search}`);
  // A path no remote has is answered 404 (crawlers and link checkers see it), with the shell, which draws its not-found page.
  sendHtml(req, res, html, headers, load.page === 'unknown' ? 404 : 200);
}

/**
 * Requests Node's parser refuses get JSON, as from the API: headers too large 431, headers (or the
 * whole request) too slow to arrive 408, a malformed start line or headers 400.
 */
function clientError(err: NodeJS.ErrnoException, socket: import('node:stream').Duplex) {
  if (err.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
  const [status, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? ['431 Request Header Fields Too Large', 'The request headers are too large.']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? ['408 Request Timeout', 'The request took too long to arrive.']
        : ['400 Bad Request', 'The request is malformed (its start line or headers could not be read).'];
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export function createSiteServer(options: SiteServerOptions): http.Server {
  const headers = securityHeaders(options);
  const timeouts = options.timeouts
    ? {
        headersTimeout: options.timeouts.headersMs,
        requestTimeout: Math.max(options.timeouts.headersMs, 300_000),
        connectionsCheckingInterval: options.timeouts.checkEveryMs,
      }
    : {};
  const server = http.createServer(timeouts, (req, res) => {
    let url: URL;
    let pathname: string;
    try {
      url = new URL(req.url ?? '/', 'http://site');
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return json(res, 400, 'The address is malformed.');
    }
    if (url.pathname.startsWith('/api/') || url.pathname === '/api') return proxy(req, res, options.apiUrl);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      return void res.end();
    }
    if (url.pathname === '/runtime-config.json') {
      res.writeHead(200, { ...headers, 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
      return void res.end(JSON.stringify(runtimeConfig(options)));
    }
    const found = resolveFile(options, pathname);
    if (!found) {
      res.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
      return void res.end('Not found');
    }
    if (found.spa) {
      return void sendAppPage(req, res, options, pathname, url.search, found.file, headers).catch((error: unknown) => {
        console.error(`Could not send ${pathname}:`, error);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('The shop could not be shown. Please try again in a moment.');
      });
    }
    const remoteHeaders = url.pathname.startsWith('/remotes/') ? { ...headers, 'Access-Control-Allow-Origin': '*' } : headers;
    sendFile(req, res, found.file, remoteHeaders);
  });
  server.on('clientError', clientError);
  return server;
}
