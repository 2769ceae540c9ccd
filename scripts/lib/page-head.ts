// The head of an app page as the server writes it: the page's title and, for a page that says what
// it shows (a medicine), Open Graph and Twitter tags, so a link shared on WhatsApp or Facebook shows
// the medicine, its price and its picture (their crawlers read the HTML and run no script).

/** What a page tells about itself: from its route (title) and from its first view (a medicine's name, price, picture). */
export interface PageHead {
  title?: string;
  description?: string;
  /** An address on this site (/api/images/...) or an absolute one. */
  image?: string;
  type?: 'website' | 'product';
}

export const SITE_NAME = 'e-pharmacy';

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** "Coartem 80/480 Tablets (6) | e-pharmacy"; the site's name alone without a title. */
export const fullTitle = (title?: string) => (title ? `${title} | ${SITE_NAME}` : SITE_NAME);

/**
 * index.html with the page's <title> and its meta tags. `origin` is the site's address as the
 * visitor reached it (links in tags must be absolute); `urlPath` the page's path.
 */
export function writeHead(indexHtml: string, head: PageHead, origin: string, urlPath: string): string {
  const title = fullTitle(head.title);
  const absolute = (value: string) => {
    try {
      return new URL(value, origin).toString();
    } catch {
      return null;
    }
  };
  const meta: string[] = [
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    `<meta property="og:title" content="${escapeHtml(head.title ?? SITE_NAME)}">`,
    `<meta property="og:type" content="${head.type ?? 'website'}">`,
  ];
  const url = absolute(urlPath);
  if (url) meta.push(`<meta property="og:url" content="${escapeHtml(url)}">`);
  if (head.description) {
    meta.push(`<meta property="og:description" content="${escapeHtml(head.description)}">`);
    meta.push(`<meta name="description" content="${escapeHtml(head.description)}">`);
  }
  const image = head.image ? absolute(head.image) : null;
  if (image) {
    meta.push(`<meta property="og:image" content="${escapeHtml(image)}">`);
    meta.push(`<meta name="twitter:card" content="summary_large_image">`);
  }
  // The tags go before the title: right after it come the page's most urgent hints (its largest picture).
  let html = indexHtml.replace(/<title>[^<]*<\/title>/, () => `${meta.join('\n    ')}\n    <title>${escapeHtml(title)}</title>`);
  // The page's own description replaces the site's.
  if (head.description) html = html.replace(/<meta name="?description"? content="[^"]*"\s*\/?>/, '');
  return html;
}

/** The site's address as the visitor reached it, from the request (behind nginx, its forwarded headers). */
export function requestOrigin(headers: Record<string, string | string[] | undefined>, fallback: string): string {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();
  const host = first(headers['x-forwarded-host']) ?? first(headers.host);
  const proto = first(headers['x-forwarded-proto']) ?? 'http';
  if (!host || !/^[A-Za-z0-9.-]+(:\d+)?$/.test(host) || !/^https?$/.test(proto)) return fallback;
  return `${proto}://${host}`;
}
