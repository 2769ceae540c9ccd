// Each remote publishes the routes it draws as routes.json beside its remoteEntry.js, built from its
// own src/routes.ts. The shell reads these files at start (shell/src/remotes/route-table.ts), so a
// remote that adds a page is rebuilt and redeployed alone.
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import ts from 'typescript';
import { FIRST_VIEW_RENDERER } from './first-view-renderer.mjs';

export const ROUTE_MANIFEST_FILE = 'routes.json';
const GUARDS = ['none', 'login', 'admin', 'pharmacist'];
// As shared-kernel's MENU_GROUPS (remotes/route-manifest.ts), which checks the manifest again in the shell.
const MENU_GROUPS = ['shop', 'account', 'Pharmacist', 'Sales', 'Catalogue', 'Operations', 'Team'];

/** A route's menu entry, checked: label, group, order and, for the admin menu, who sees it. */
function menuEntry(menu, routePath, where) {
  if (menu === undefined) return {};
  const { label, group, order, only } = menu ?? {};
  if (routePath.includes(':')) throw new Error(`${where}: a path with parameters cannot have a menu entry`);
  if (typeof label !== 'string' || !label.trim() || label.length > 40) throw new Error(`${where}: the menu entry needs a label`);
  if (!MENU_GROUPS.includes(group)) throw new Error(`${where}: the menu group must be one of ${MENU_GROUPS.join(', ')}`);
  if (typeof order !== 'number' || !Number.isFinite(order)) throw new Error(`${where}: the menu entry needs an order number`);
  if (only !== undefined && !['admin', 'pharmacist', 'labStaff', 'pharmacyStaff', 'rider'].includes(only)) {
    throw new Error(`${where}: menu.only is admin, pharmacist, labStaff, pharmacyStaff or rider`);
  }
  return { menu: { label, group, order, ...(only ? { only } : {}) } };
}

/**
 * Reads a remote's src/routes.ts. The file is data: it is transpiled and evaluated with no access to
 * modules (type imports vanish in the transpiling), so a routes file that reaches for code fails the
 * build instead of running it.
 */
export function readRoutes(routesFile) {
  const source = fs.readFileSync(routesFile, 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false },
    fileName: routesFile,
  });
  const module = { exports: {} };
  const require = (name) => {
    throw new Error(`${routesFile} must hold data only, but it imports ${name}`);
  };
  vm.runInNewContext(outputText, { module, exports: module.exports, require }, { filename: routesFile });
  const routes = module.exports.routes;
  if (!Array.isArray(routes)) throw new Error(`${routesFile} exports no \`routes\` list`);
  return routes.map((route, index) => {
    const { path: routePath, page, guard = 'none', preload = [], firstView, menu, title } = route ?? {};
    if (title !== undefined && (typeof title !== 'string' || !title || title.length > 80))
      throw new Error(`${routesFile}: route ${index}'s title must be a short text`);
    if (typeof routePath !== 'string' || routePath.startsWith('/') || !routePath)
      throw new Error(`${routesFile}: route ${index} needs a path without a leading slash`);
    if (typeof page !== 'string' || !page) throw new Error(`${routesFile}: route ${index} needs a page name`);
    if (!GUARDS.includes(guard)) throw new Error(`${routesFile}: route ${index} has an unknown guard ${guard}`);
    if (!Array.isArray(preload) || preload.some((url) => typeof url !== 'string' || !url.startsWith('/api/')))
      throw new Error(`${routesFile}: route ${index}'s preload must list API paths (/api/...)`);
    if (firstView !== undefined && typeof firstView !== 'boolean')
      throw new Error(`${routesFile}: route ${index}'s firstView must be true or false`);
    if (firstView && !fs.existsSync(path.join(path.dirname(routesFile), 'first-views', 'render.tsx')))
      throw new Error(`${routesFile}: route ${index} has a first view, but there is no src/first-views/render.tsx to draw it`);
    return {
      path: routePath,
      page,
      guard,
      ...(title ? { title } : {}),
      ...(preload.length ? { preload } : {}),
      ...(firstView ? { firstView: FIRST_VIEW_RENDERER } : {}),
      ...menuEntry(menu, routePath, `${routesFile}: route ${index}`),
    };
  });
}

/**
 * The JavaScript and CSS files each page needs beyond the remote's entry: the chunks of the exposed pages
 * module and of the page's own lazy import (src/pages.ts: `name: lazy(() => import('./pages/x'))`).
 * The site's server hints them to the browser with the first HTML (scripts/lib/site-server.ts), so
 * they download beside the shell instead of after it.
 */
function pageAssets(compilation, dir) {
  const pagesFile = path.join(dir, 'src', 'pages.ts');
  if (!fs.existsSync(pagesFile)) return {};
  const lazyPages = [...fs.readFileSync(pagesFile, 'utf8').matchAll(/(\w+): lazy\(\(\) => import\('(\.\/[^']+)'\)\)/g)];
  const moduleOf = (file) => {
    for (const module of compilation.modules) {
      const resource = module.resource ?? module.rootModule?.resource;
      if (resource && resource.replace(/\.tsx?$/, '') === file.replace(/\.tsx?$/, '')) return module;
    }
    return null;
  };
  const filesOf = (module) => {
    const files = new Set();
    if (!module) return files;
    for (const chunk of compilation.chunkGraph.getModuleChunks(module)) {
      for (const group of chunk.groupsIterable) {
        if (group.isInitial()) continue;
        for (const member of group.chunks) for (const file of member.files) if (/\.(js|css)$/.test(file)) files.add(file);
      }
    }
    return files;
  };
  const expose = filesOf(moduleOf(path.join(dir, 'src', 'pages.ts')));
  const assets = {};
  for (const [, page, request] of lazyPages) {
    const files = filesOf(moduleOf(path.resolve(dir, 'src', request)));
    assets[page] = [...new Set([...expose, ...files])].sort();
  }
  return assets;
}

/** Emits routes.json for a remote, and rebuilds it when src/routes.ts changes under a dev server. */
export class RouteManifestPlugin {
  constructor({ dir, name }) {
    this.dir = dir;
    this.routesFile = path.join(dir, 'src', 'routes.ts');
    this.name = name;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    const { WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RouteManifestPlugin', (compilation) => {
      compilation.fileDependencies.add(this.routesFile);
      compilation.hooks.processAssets.tap(
        // After the real content hashes (file names are final), before compression.
        { name: 'RouteManifestPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => {
          try {
            const routes = readRoutes(this.routesFile);
            const manifest = { remote: this.name, routes, assets: pageAssets(compilation, this.dir) };
            compilation.emitAsset(ROUTE_MANIFEST_FILE, new RawSource(JSON.stringify(manifest)));
          } catch (error) {
            compilation.errors.push(new WebpackError(`RouteManifestPlugin: ${error.message}`));
          }
        },
      );
    });
  }
}
