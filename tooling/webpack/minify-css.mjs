// Minifies the emitted stylesheets with esbuild (already the API's bundler), before compression.
import esbuild from 'esbuild';

export class MinifyCssPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('MinifyCssPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'MinifyCssPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE },
        (assets) => {
          for (const name of Object.keys(assets).filter((file) => file.endsWith('.css'))) {
            const { code } = esbuild.transformSync(assets[name].source().toString(), { loader: 'css', minify: true, target: 'chrome100' });
            compilation.updateAsset(name, new RawSource(code));
          }
        },
      );
    });
  }
}
