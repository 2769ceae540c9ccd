import fs from 'node:fs';

// One Module Federation runtime for the whole page. In production the remotes are built with
// `experiments.externalRuntime`: their remoteEntry.js leaves out @module-federation/runtime-core
// (about 16 KB gzip each) and reads it from `self._FEDERATION_RUNTIME_CORE`, which the shell sets
// (shell/src/remotes/share-federation-runtime.ts). The shell hands over only the parts a remote's
// runtime uses, listed in federation-runtime-core.json, not the whole of runtime-core as the stock provider plugin does
// (that would add about 22 KB to the shell). Every remote build checks that it needs nothing more.

/** What a remote's federation runtime takes from runtime-core, and the global it reads it from. */
const contract = JSON.parse(fs.readFileSync(new URL('./federation-runtime-core.json', import.meta.url), 'utf8'));
export const RUNTIME_CORE_EXPORTS = contract.exports;
export const RUNTIME_CORE_GLOBAL = contract.global;

/**
 * Fails a remote's build when its runtime reads a part of runtime-core the shell does not hand
 * over (a newer @module-federation version, say), instead of failing in the browser.
 */
export class CheckExternalRuntimeCorePlugin {
  apply(compiler) {
    const { ExternalModule, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CheckExternalRuntimeCorePlugin', (compilation) => {
      compilation.hooks.afterOptimizeChunkModules.tap('CheckExternalRuntimeCorePlugin', () => {
        const external = [...compilation.modules].find(
          (m) => m instanceof ExternalModule && [m.request].flat().includes(RUNTIME_CORE_GLOBAL),
        );
        if (!external) {
          compilation.errors.push(
            new WebpackError(
              `CheckExternalRuntimeCorePlugin: no external ${RUNTIME_CORE_GLOBAL} module; is experiments.externalRuntime set?`,
            ),
          );
          return;
        }
        const used = compilation.moduleGraph.getExportsInfo(external).getUsedExports(undefined);
        const names = used instanceof Set ? [...used] : null;
        const missing = names ? names.filter((n) => !RUNTIME_CORE_EXPORTS.includes(n)) : ['(the whole namespace)'];
        if (missing.length) {
          compilation.errors.push(
            new WebpackError(
              `This remote's federation runtime needs ${missing.join(', ')} from runtime-core, which the shell does not provide. Add them to tooling/webpack/federation-runtime-core.json and shell/src/remotes/share-federation-runtime.ts.`,
            ),
          );
        }
      });
    });
  }
}
