// A remote's first views (its src/first-views/render.tsx): bundled for Node with esbuild as
// first-views/render.mjs beside routes.json, so the site's server can draw a page's first view with
// the remote's own components and the page's data (scripts/lib/first-load-hints.ts). It goes out with
// the remote's build, so a remote redeployed alone is drawn with its new markup on the next load.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import esbuild from 'esbuild';

const { compileCatalogue } = createRequire(import.meta.url)('../i18n/compile-messages.cjs');

/**
 * Message catalogues compiled as the browser build compiles them (messages-loader.cjs), those in a
 * folder of src/i18n (src/i18n/pages/) too: the same files the browser build's rule matches.
 */
const compiledCatalogues = {
  name: 'compiled-catalogues',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/]i18n[\\/](?:[^\\/]+[\\/])?[^\\/]+\.json$/ }, (args) => ({
      contents: `export default ${compileCatalogue(JSON.parse(fs.readFileSync(args.path, 'utf8')), args.path)};`,
      loader: 'js',
    }));
  },
};

export const FIRST_VIEW_RENDERER = 'first-views/render.mjs';

export class FirstViewRendererPlugin {
  /** `define`: the build-time values the remote's code reads (its languages), as the browser build defines them. */
  constructor({ dir, define = {} }) {
    this.entry = path.join(dir, 'src', 'first-views', 'render.tsx');
    this.dir = dir;
    this.define = define;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    const { WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('FirstViewRendererPlugin', (compilation) => {
      if (!fs.existsSync(this.entry)) return;
      // esbuild runs plugins (the catalogues') only in its asynchronous build.
      compilation.hooks.processAssets.tapPromise(
        { name: 'FirstViewRendererPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          try {
            const result = await esbuild.build({
              entryPoints: [this.entry],
              absWorkingDir: this.dir,
              bundle: true,
              platform: 'node',
              format: 'esm',
              target: 'node20',
              jsx: 'automatic',
              minify: true,
              write: false,
              metafile: true,
              logLevel: 'silent',
              plugins: [compiledCatalogues],
              // Styles are the browser's business; the markup is what is drawn here.
              loader: { '.css': 'empty' },
              define: {
                'process.env.NODE_ENV': '"production"',
                'process.env.RELEASE_NOTE': JSON.stringify(process.env.RELEASE_NOTE ?? ''),
                ...this.define,
              },
              // React's server build is CommonJS and requires Node's own modules.
              banner: {
                js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
              },
              outfile: FIRST_VIEW_RENDERER,
            });
            for (const input of Object.keys(result.metafile.inputs)) {
              if (!input.includes('node_modules')) compilation.fileDependencies.add(path.resolve(this.dir, input));
            }
            compilation.emitAsset(FIRST_VIEW_RENDERER, new RawSource(Buffer.from(result.outputFiles[0].contents)));
          } catch (error) {
            compilation.errors.push(new WebpackError(`FirstViewRendererPlugin: ${error.message}`));
          }
        },
      );
    });
  }
}
