// The production page server: nginx asks it for every app page (a path with no file extension, such
// as /dashboard or /medicines/{id}) and it answers with the shell's index.html carrying that route's
// preload hints and first view (scripts/lib/first-load-hints.ts), as the `npm start` server does.
// It holds no files of its own: index.html, runtime-config.json and each remote's routes.json and
// first-view renderer are read over HTTP from the front door as a browser would (revalidated with
// their ETags on every page), so the shell or a remote redeployed alone is hinted and drawn with its
// new files on the next load; the catalogue reads go straight to the API servers, naming the visitor.
// When this server is down or slow, nginx answers with the shell's plain index.html and the page
// draws itself (nginx/templates/storefront.conf.template).
import crypto from 'node:crypto';
import http from 'node:http';
import zlib from 'node:zlib';
import { firstLoad, shellScripts, writeFirstLoad } from './first-load-hints';
import { requestOrigin, writeHead } from './page-head';
import { fetchText, httpFiles } from './remote-files';

export interface PageServerOptions {
  /** The shop's front door as this server reaches it (http://nginx:80 in Compose): the shell and remotes are read there. */
  siteUrl: string;
  /** The API servers as this server reaches them; a read goes to the first that answers. */
  apiUrls: string[];
}

type RemoteRelease = string | { stable: string; canary: string; percent: number };
const stableEntry = (release: RemoteRelease) => (typeof release === 'string' ? release : release.stable);

interface RuntimeConfig {
  apiBaseUrl: string;
  remotes: Record<string, RemoteRelease>;
  routesOnDemand?: string[];
}

/** Sends an app page: no-cache with an ETag of its own (a 304 when the browser has it), gzipped when the browser takes it. */
export function sendHtml(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  html: string,
  headers: Record<string, string> = {},
  status = 200,
): void {
  const etag = `"${crypto.createHash('sha1').update(html).digest('base64url')}"`;
  const base: Record<string, string> = {
    ...headers,
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    ETag: etag,
    Vary: 'Accept-Encoding',
  };
  if (status === 200 && req.headers['if-none-match'] === etag) {
    res.writeHead(304, base);
    return void res.end();
  }
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const body = gzip ? zlib.gzipSync(html) : Buffer.from(html);
  res.writeHead(status, { ...base, ...(gzip ? { 'Content-Encoding': 'gzip' } : {}), 'Content-Length': String(body.length) });
  res.end(req.method === 'HEAD' ? undefined : body);
}

const plain = (res: http.ServerResponse, status: number, text: string) => {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(text);
};

/**
 * The page for one request: index.html with its first load and head, and its status (404 for a path
 * no remote's manifest has); null when the shell's files can't be read.
 */
async function appPage(
  options: PageServerOptions,
  url: URL,
  clientIp: string,
  origin: string,
): Promise<{ html: string; status: number } | null> {
  const [indexHtml, configText, startChunks] = await Promise.all([
    fetchText(new URL('/index.html', options.siteUrl).toString()),
    fetchText(new URL('/runtime-config.json', options.siteUrl).toString()),
    fetchText(new URL('/start-chunks.json', options.siteUrl).toString()),
  ]);
  if (indexHtml === null || configText === null) return null;
  let config: RuntimeConfig;
  try {
    config = JSON.parse(configText) as RuntimeConfig;
  } catch {
    return null;
  }
  // During a canary the page is hinted and drawn with the stable release; a canary visitor's page
  // then loads the canary's code (only the hints are wasted).
  const all = Object.entries(config.remotes ?? {}).map(([name, release]) => {
    const entryUrl = stableEntry(release);
    return { name, entryUrl, files: httpFiles(new URL(entryUrl.replace(/remoteEntry\.js(\?.*)?$/, ''), options.siteUrl).toString()) };
  });
  // A remote read only on demand (admin) is never hinted: a shopper's page names nothing of it; its
  // routes only tell that a path is a page.
  const onDemand = all.filter(({ name }) => (config.routesOnDemand ?? []).includes(name));
  const remotes = all.filter((remote) => !onDemand.includes(remote));
  const pathname = decodeURIComponent(url.pathname);
  const load = await firstLoad({
    path: pathname,
    search: url.search,
    remotes,
    onDemand,
    apiBaseUrl: config.apiBaseUrl ?? '',
    apiUrls: options.apiUrls,
    clientIp,
    shell: shellScripts(startChunks),
  });
  const html = writeHead(writeFirstLoad(indexHtml, load, pathname), load.head, origin, `${url.pathname}${url.search}`);
  return { html, status: load.page === 'unknown' ? 404 : 200 };
}

export function createPageServer(options: PageServerOptions): http.Server {
  return http.createServer((req, res) => {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://pages');
      decodeURIComponent(url.pathname);
    } catch {
      return plain(res, 400, 'The address is malformed.');
    }
    if (url.pathname === '/healthz') return plain(res, 200, 'ok');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      return void res.end();
    }
    // nginx names the visitor in X-Real-IP; only the front door reaches this server.
    const clientIp = String(req.headers['x-real-ip'] ?? req.socket.remoteAddress ?? '');
    const origin = requestOrigin(req.headers, options.siteUrl);
    appPage(options, url, clientIp, origin).then(
      (page) => (page === null ? plain(res, 502, 'The shop page could not be read.') : sendHtml(req, res, page.html, {}, page.status)),
      (error: unknown) => {
        console.error(`Could not write the page ${url.pathname}:`, error);
        if (!res.headersSent) plain(res, 500, 'The page could not be written.');
        else res.end();
      },
    );
  });
}
