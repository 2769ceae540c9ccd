// The webpack plugins of a front end's build: Module Federation (host or remote), the route
// manifest and first-view renderer of a remote, stylesheets as minified files, the shell's start-up
// hints, and gzip + brotli copies in production.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack from 'webpack';
import { sharedModules } from './shared-modules.mjs';
import { CheckExternalRuntimeCorePlugin } from './federation-runtime.mjs';
import { RouteManifestPlugin } from './route-manifest.mjs';
import { RemoteContractPlugin } from './remote-contract.mjs';
import { RemoteBudgetPlugin } from './remote-budget.mjs';
import { FirstViewRendererPlugin } from './first-view-renderer.mjs';
import { MinifyCssPlugin } from './minify-css.mjs';
import { StartupPreloadPlugin } from './startup-preload.mjs';
import { ServiceWorkerPlugin } from './service-worker.mjs';

const require = createRequire(import.meta.url);

/** Emits files of a front end's public/ folder as they are (the shell's favicon and web-app manifest). */
class PublicFilesPlugin {
  constructor(folder, files) {
    this.folder = folder;
    this.files = files;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PublicFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const file of this.files) {
          const full = path.join(this.folder, file);
          compilation.fileDependencies.add(full);
          compilation.emitAsset(file, new webpack.sources.RawSource(fs.readFileSync(full)));
        }
      });
    });
  }
}
const zlib = require('node:zlib');

/**
 * @param {object} build
 * @param {string} build.dir               the package folder
 * @param {string} build.name              the federation name
 * @param {Record<string, string>} [build.exposes]  remote only
 * @param {boolean} build.isHost
 * @param {boolean} build.production
 * @param {boolean} build.serving          run by webpack serve
 * @param {boolean} build.externalRuntime  a built remote using the shell's federation runtime
 * @param {boolean} build.extractCss       stylesheets as files
 * @param {string | undefined} build.entry
 * @param {string[]} build.locales         the languages of its src/i18n files
 * @param {Record<string, string>} build.languageNames  their own names, where a file gives one
 */
export function frontEndPlugins({
  locales,
  languageNames,
  dir,
  name,
  exposes,
  isHost,
  production,
  serving,
  externalRuntime,
  extractCss,
  entry,
}) {
  // The remote's languages, for its browser code and its first views drawn on the server alike.
  const i18nDefines = {
    __I18N_LOCALES__: JSON.stringify(locales),
    __I18N_LANGUAGE_NAMES__: JSON.stringify(languageNames),
  };
  return [
    // A release note a build may carry (e.g. a promotion banner), set at build time.
    new webpack.DefinePlugin({
      'process.env.RELEASE_NOTE': JSON.stringify(process.env.RELEASE_NOTE ?? ''),
      ...i18nDefines,
    }),
    new ModuleFederationPlugin({
      name,
      ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
      shared: sharedModules(dir),
      // A shared module is taken from whoever loaded it first (the shell, for the kernel and React),
      // and a remote's entry is fetched only when one of its pages is opened. The default
      // ("version-first") fetched every registered remote's entry, the admin's too, to compare
      // versions the first time the shell loaded a shared module lazily (the footer's form hook).
      // Every front end is built from this repository's one lock file, so their versions agree.
      shareStrategy: 'loaded-first',
      manifest: !isHost,
      dts: false,
      // The shell always publishes its runtime-core for remotes; production remotes use it
      // instead of carrying their own (tooling/webpack/federation-runtime.mjs).
      ...(isHost ? { runtimePlugins: [path.join(dir, 'src/remotes/share-federation-runtime.ts')] } : {}),
      experiments: {
        optimization: { disableSnapshot: true, target: 'web' },
        ...(externalRuntime ? { externalRuntime: true } : {}),
      },
    }),
    ...(externalRuntime ? [new CheckExternalRuntimeCorePlugin()] : []),
    // Every remote publishes its routes beside its entry, built from its own src/routes.ts.
    ...(isHost ? [] : [new RouteManifestPlugin({ dir, name })]),
    // ...and what it exposes and the events it uses, checked against the kernel's contract.
    ...(isHost ? [] : [new RemoteContractPlugin({ dir, name, exposes })]),
    // ...and stays within the size budget its package.json declares (production builds).
    ...(isHost || !production ? [] : [new RemoteBudgetPlugin({ dir, name })]),
    // ...and, when it has first views, what draws them on the site's server.
    ...(isHost || serving ? [] : [new FirstViewRendererPlugin({ dir, define: i18nDefines })]),
    ...(extractCss
      ? [
          new MiniCssExtractPlugin({ filename: '[name].[contenthash:10].css', chunkFilename: '[name].[contenthash:10].css' }),
          new MinifyCssPlugin(),
        ]
      : []),
    // The shell's icon and web-app manifest, served from the site's root beside index.html.
    ...(isHost
      ? [
          new PublicFilesPlugin(path.join(dir, 'public'), [
            'favicon.svg',
            'manifest.webmanifest',
            'icon-192.png',
            'icon-512.png',
            'icon-maskable-512.png',
            'apple-touch-icon.png',
            'offline.html',
          ]),
        ]
      : []),
    // The shell's service worker (offline pages, cached releases and pictures), in production builds.
    ...(isHost && production ? [new ServiceWorkerPlugin({ source: path.join(dir, 'src/service-worker/sw.ts') })] : []),
    ...(entry ? [new HtmlWebpackPlugin({ template: path.join(dir, isHost ? 'public/index.html' : 'src/harness/index.html') })] : []),
    // The shell's start-up scripts hinted beside main.js; its API client's files listed for the server.
    ...(isHost && production ? [new StartupPreloadPlugin({ bootstrapChunk: 'bootstrap', apiClientChunk: 'api-client' })] : []),
    ...(production
      ? [
          new CompressionPlugin({ test: /\.(js|css|html|json|svg)$/, filename: '[path][base].gz', algorithm: 'gzip', threshold: 512 }),
          new CompressionPlugin({
            test: /\.(js|css|html|json|svg)$/,
            filename: '[path][base].br',
            algorithm: 'brotliCompress',
            compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
            threshold: 512,
          }),
        ]
      : []),
  ];
}
