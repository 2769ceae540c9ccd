// The shell's service worker (shell/src/service-worker/sw.ts), bundled with esbuild as sw.js at the
// site's root, with the list of the shell's own files to precache: its scripts and stylesheets
// (content-hashed names, so no revision needed), its icons, web-app manifest and offline page
// (revised by content), and the manifest's start_url, which the worker keeps at install. Other pages
// are not precached: the server writes each one.
import crypto from 'node:crypto';
import path from 'node:path';
import { buildSync } from 'esbuild';
import webpack from 'webpack';

const HASHED = /\.[0-9a-f]{10}\.(js|css)$/;
const PRECACHED = /\.(js|css|svg|png|webmanifest)$|^offline\.html$/;
const NEVER = /\.(map|gz|br|txt)$|^(index\.html|start-chunks\.json|sw\.js)$/;

export class ServiceWorkerPlugin {
  /** @param {{ source: string }} options the worker's entry file */
  constructor({ source }) {
    this.source = source;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ServiceWorkerPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ServiceWorkerPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const files = [];
          const manifest = compilation.assets['manifest.webmanifest'];
          const startUrl = manifest ? (JSON.parse(manifest.source().toString()).start_url ?? '/') : '/';
          for (const name of Object.keys(compilation.assets).sort()) {
            if (NEVER.test(name) || !PRECACHED.test(name)) continue;
            const revision = HASHED.test(name)
              ? null
              : crypto.createHash('sha256').update(compilation.assets[name].source()).digest('hex').slice(0, 16);
            files.push({ url: `/${name}`, revision });
          }
          const built = buildSync({
            entryPoints: [this.source],
            bundle: true,
            write: false,
            format: 'iife',
            target: 'es2020',
            minify: true,
            legalComments: 'none',
            define: { 'process.env.NODE_ENV': '"production"' },
            banner: { js: `self.__SHELL_FILES=${JSON.stringify(files)};self.__START_URL=${JSON.stringify(startUrl)};` },
          });
          compilation.fileDependencies.add(path.resolve(this.source));
          compilation.emitAsset('sw.js', new webpack.sources.RawSource(built.outputFiles[0].text));
        },
      );
    });
  }
}
