// The nginx configuration written for a run: the templates of nginx/templates filled in (one static
// server per build, the storefront and admin origins), the main nginx.conf around them, and the
// shell's runtime-config.json.
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../stack';

export const STATIC_BUILDS = ['shell', 'catalog-mfe', 'cart-checkout-mfe', 'account-mfe', 'admin-mfe'] as const;
export type StaticBuild = (typeof STATIC_BUILDS)[number];

const MODULES = ['ngx_http_brotli_static_module.so', 'ngx_http_brotli_filter_module.so'];

/** What the storefront template needs beyond the static servers. */
export interface SiteConf {
  shopPort: number;
  adminPort: number;
  staticBasePort: number;
  apiServers: string[];
  shopOrigin: string;
  adminOrigin: string;
  paymentOrigins?: string[];
  uploadLimit?: string;
  pagesUpstream: string;
  /** The release store (`npm run release`) the static servers serve versions from; none by default. */
  releaseStore?: string;
}

export function render(template: string, vars: Record<string, string>): string {
  return template.replace(/\$\{([A-Z_]+)\}/g, (whole, name: string) => {
    if (!(name in vars)) throw new Error(`nginx template variable ${name} has no value`);
    return vars[name];
  });
}

/** Writes runtime-config.json into the shell's served folder: the remotes, the admin one on its own origin. */
export function writeRuntimeConfig(shellRoot: string, adminOrigin: string): void {
  const config = {
    apiBaseUrl: '',
    remotes: {
      catalog: '/remotes/catalog-mfe/remoteEntry.js',
      cartCheckout: '/remotes/cart-checkout-mfe/remoteEntry.js',
      account: '/remotes/account-mfe/remoteEntry.js',
      admin: `${adminOrigin}/remoteEntry.js`,
    },
    routesOnDemand: ['admin'],
  };
  fs.writeFileSync(path.join(shellRoot, 'runtime-config.json'), JSON.stringify(config, null, 2));
}

/** conf.d: one static server per build (on consecutive ports), and the storefront with the admin origin. */
export function writeSiteConfs(confDir: string, roots: Record<StaticBuild, string>, site: SiteConf): void {
  const snippets = path.join(REPO_ROOT, 'nginx', 'snippets');
  const templates = path.join(REPO_ROOT, 'nginx', 'templates');
  const staticTemplate = fs.readFileSync(path.join(templates, 'static-site.conf.template'), 'utf8');
  const staticPort = (index: number) => site.staticBasePort + index;
  STATIC_BUILDS.forEach((build, index) => {
    fs.writeFileSync(
      path.join(confDir, `static-${build}.conf`),
      render(staticTemplate, {
        STATIC_LISTEN: `127.0.0.1:${staticPort(index)}`,
        STATIC_ROOT: roots[build],
        STATIC_NAME: build,
        NGINX_SNIPPETS: snippets,
        // Without a store, a folder that does not exist: every version is a 404, the deployed configuration answers.
        RELEASE_STORE: site.releaseStore ?? path.join(confDir, 'no-release-store'),
      }),
    );
  });
  fs.writeFileSync(
    path.join(confDir, 'storefront.conf'),
    render(fs.readFileSync(path.join(templates, 'storefront.conf.template'), 'utf8'), {
      SHOP_LISTEN: String(site.shopPort),
      ADMIN_LISTEN: String(site.adminPort),
      SHOP_ORIGIN: site.shopOrigin,
      ADMIN_ORIGIN: site.adminOrigin,
      PAYMENT_ORIGINS: (site.paymentOrigins ?? ['https://checkout.paystack.com']).join(' '),
      API_SERVERS: site.apiServers.map((server) => `server ${server};`).join(' '),
      SHELL_UPSTREAM: `127.0.0.1:${staticPort(0)}`,
      CATALOG_UPSTREAM: `127.0.0.1:${staticPort(1)}`,
      CART_CHECKOUT_UPSTREAM: `127.0.0.1:${staticPort(2)}`,
      ACCOUNT_UPSTREAM: `127.0.0.1:${staticPort(3)}`,
      ADMIN_UPSTREAM: `127.0.0.1:${staticPort(4)}`,
      PAGES_UPSTREAM: site.pagesUpstream,
      UPLOAD_LIMIT: site.uploadLimit ?? '11m',
      // Local runs: stub_status on a unix socket beside the configuration (no port to collide).
      STATUS_LISTEN: `unix:${path.join(confDir, 'nginx-status.sock')}`,
    }),
  );
}

/** Writes the main nginx.conf (in the foreground, everything under `prefix`, brotli when installed); returns its path. */
export function writeMainConf(prefix: string, confDir: string): string {
  const moduleDir = ['/usr/lib/nginx/modules', '/usr/lib64/nginx/modules'].find((dir) => fs.existsSync(dir));
  const modules = moduleDir ? MODULES.filter((file) => fs.existsSync(path.join(moduleDir, file))) : [];
  const brotli = modules.includes('ngx_http_brotli_static_module.so');
  const mime = ['/etc/nginx/mime.types', '/usr/local/etc/nginx/mime.types'].find((file) => fs.existsSync(file));
  const main = [
    ...modules.map((file) => `load_module ${path.join(moduleDir!, file)};`),
    'worker_processes 1;',
    'daemon off;',
    'master_process on;',
    `pid ${prefix}/nginx.pid;`,
    `error_log ${prefix}/error.log warn;`,
    'events { worker_connections 1024; }',
    'http {',
    mime ? `  include ${mime};` : '',
    '  default_type application/octet-stream;',
    '  access_log off;',
    '  sendfile on;',
    '  keepalive_timeout 30s;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${prefix}/${kind}_temp;`),
    brotli ? '  brotli_static on;' : '',
    `  include ${confDir}/*.conf;`,
    '}',
  ].join('\n');
  const confFile = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(confFile, main);
  return confFile;
}
