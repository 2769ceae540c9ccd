// One webpack + Module Federation set-up for the shell (host) and every remote.
import path from 'node:path';
import { createRequire } from 'node:module';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { frontEndPlugins } from './front-end-plugins.mjs';

const require = createRequire(import.meta.url);
const { discoverLocales, languageNames } = require('../i18n/locales.cjs');

/**
 * Message catalogues (src/i18n/<locale>.json of any package, or one folder below it) arrive compiled to
 * text and small functions (tooling/i18n/compile-messages.cjs), so no message-format library ships.
 */
const i18nRules = [
  {
    test: /[\\/]src[\\/]i18n[\\/](?:[^\\/]+[\\/])?[^\\/]+\.json$/,
    type: 'javascript/auto',
    loader: require.resolve('./messages-loader.cjs'),
  },
];

/** Where the API listens in development; dev servers proxy /api there. */
const DEV_API = process.env.DEV_API_URL ?? 'http://127.0.0.1:5080';

/**
 * Content-hashed names for production. The federation runtime asks for the runtime chunk's name
 * before its hash exists, only to learn the output folder; it gets the unhashed name then.
 */
const hashedName = (pathData) => (pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:10].js' : '[name].js');

/** webpack serve: the package on its port, /api proxied to the API, and any extra routes. */
function devServer(devPort, devRoutes) {
  return {
    port: devPort,
    host: '127.0.0.1',
    hot: false,
    liveReload: true,
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    proxy: [{ context: ['/api'], target: DEV_API, changeOrigin: false }],
    setupMiddlewares: (middlewares, server) => {
      if (devRoutes) devRoutes(server.app);
      return middlewares;
    },
  };
}

/**
 * @param {object} options
 * @param {string} options.dir        the package folder
 * @param {string} options.name       the federation name (catalog, cartCheckout, account, admin, shell)
 * @param {'host' | 'remote'} options.kind
 * @param {number} options.devPort
 * @param {Record<string, string>} [options.exposes]  remote only
 * @param {(app: import('express').Application) => void} [options.devRoutes]  extra dev-server routes
 */
export function frontEndConfig({ dir, name, kind, devPort, exposes, devRoutes }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const serving = Boolean(process.env.WEBPACK_SERVE);
    const isHost = kind === 'host';
    // The harness page lets a remote run on its own; the shell has its real entry.
    const entry = isHost ? './src/index.ts' : serving ? './src/harness/index.ts' : undefined;
    // A built remote runs inside the shell and uses its federation runtime; a served one runs alone.
    const externalRuntime = production && !isHost && !serving;
    // Stylesheets ship as files, minified: the shell's as a <link> in index.html (styled before any
    // script runs), each remote page's beside its chunks (loaded with the page, or linked by the
    // site's server with the first HTML when the page has a first view); none are JavaScript.
    const extractCss = production;

    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: entry ? { main: entry } : {},
      // No eval in development either: a dev-server remote runs inside the built shell, whose
      // Content-Security-Policy forbids 'unsafe-eval'.
      devtool: production ? 'source-map' : 'cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: isHost ? '/' : 'auto',
        filename: production ? hashedName : '[name].js',
        chunkFilename: production ? hashedName : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            loader: 'ts-loader',
            // The kernel and the shop's feature packages (*-kit) are TypeScript sources, compiled with the front end.
            exclude:
              /node_modules\/(?!(?:shared-kernel|care-kit|prescriptions-kit|delivery-kit|vigilance-kit|legal-kit|batches-kit|medication-safety-kit)\/)/,
            options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') },
          },
          { test: /\.css$/, use: [extractCss ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] },
          { test: /\.(png|jpe?g|webp|svg|woff2?)$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } } },
          ...i18nRules,
        ],
      },
      plugins: frontEndPlugins({
        locales: discoverLocales(dir),
        languageNames: languageNames(dir),
        dir,
        name,
        exposes,
        isHost,
        production,
        serving,
        externalRuntime,
        extractCss,
        entry,
      }),
      optimization: production ? { moduleIds: 'deterministic', chunkIds: 'deterministic' } : {},
      performance: { hints: false },
      devServer: devServer(devPort, devRoutes),
      stats: 'errors-warnings',
    };
  };
}
