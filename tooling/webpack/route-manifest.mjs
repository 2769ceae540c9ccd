// Each remote publishes the routes it draws as routes.json beside its remoteEntry.js, built from its
// own src/routes.ts. The shell reads these files at start (shell/src/remotes/route-table.ts), so a
// remote that adds a page is rebuilt and redeployed alone.
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import ts from 'typescript';

export const ROUTE_MANIFEST_FILE = 'routes.json';
const GUARDS = ['none', 'login', 'admin', 'pharmacist'];

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
    const { path: routePath, page, guard = 'none' } = route ?? {};
    if (typeof routePath !== 'string' || routePath.startsWith('/') || !routePath)
      throw new Error(`${routesFile}: route ${index} needs a path without a leading slash`);
    if (typeof page !== 'string' || !page) throw new Error(`${routesFile}: route ${index} needs a page name`);
    if (!GUARDS.includes(guard)) throw new Error(`${routesFile}: route ${index} has an unknown guard ${guard}`);
    return { path: routePath, page, guard };
  });
}

/** Emits routes.json for a remote, and rebuilds it when src/routes.ts changes under a dev server. */
export class RouteManifestPlugin {
  constructor({ dir, name }) {
    this.routesFile = path.join(dir, 'src', 'routes.ts');
    this.name = name;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    const { WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RouteManifestPlugin', (compilation) => {
      compilation.fileDependencies.add(this.routesFile);
      compilation.hooks.processAssets.tap(
        { name: 'RouteManifestPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          try {
            const manifest = { remote: this.name, routes: readRoutes(this.routesFile) };
            compilation.emitAsset(ROUTE_MANIFEST_FILE, new RawSource(JSON.stringify(manifest)));
          } catch (error) {
            compilation.errors.push(new WebpackError(`RouteManifestPlugin: ${error.message}`));
          }
        },
      );
    });
  }
}
