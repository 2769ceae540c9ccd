// Writes start-chunks.json beside the shell's index.html, for the site's server to hint
// (scripts/lib/first-load-hints.ts):
// - startup: the shell's start-up scripts other than main.js. main.js only asks for them once it has
//   downloaded and run (the bootstrap behind Module Federation's asynchronous boundary, and the shared
//   modules it consumes: React, the router, the kernel); on a slow phone that is a round trip more
//   before the app can draw. Hinted on pages without a first view: on those with one, the first
//   view's stylesheet and pictures go first (hinted too, the scripts slowed the first paint by 0.7 s
//   in Lighthouse's mobile run).
// - apiClient: the kernel's API client (axios, loaded with the first authenticated call), hinted for
//   a shopper's own pages, whose first call is at once.

/**
 * The JS files of a chunk group and of the shared modules its modules consume. At run time the shell
 * takes a shared module from the share scope, where its own copy is registered by a provide module
 * (in main.js) whose factory loads that copy's chunks: those are the ones hinted, not the consume
 * module's fallback chunks, which the shell does not load while it provides the module itself.
 */
function startupFiles(compilation, group) {
  const { chunkGraph } = compilation;
  const provided = new Map();
  for (const module of compilation.modules) if (module.type === 'provide-module') provided.set(module._name, module);
  const chunks = new Set();
  const visitBlocks = (module) => {
    for (const block of module.blocks) {
      const chunkGroup = chunkGraph.getBlockChunkGroup(block);
      if (chunkGroup) visit(chunkGroup);
    }
  };
  const visit = (chunkGroup) => {
    for (const chunk of chunkGroup.chunks) {
      if (chunks.has(chunk)) continue;
      chunks.add(chunk);
      for (const module of chunkGraph.getChunkModulesIterable(chunk))
        if (module.type === 'consume-shared-module') visitBlocks(provided.get(module.options.shareKey) ?? module);
    }
  };
  visit(group);
  return [...chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
}

export class StartupPreloadPlugin {
  /** @param {{ bootstrapChunk: string, apiClientChunk: string }} options  the webpackChunkName of each */
  constructor({ bootstrapChunk, apiClientChunk }) {
    this.bootstrapChunk = bootstrapChunk;
    this.apiClientChunk = apiClientChunk;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('StartupPreloadPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StartupPreloadPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const filesOf = (name) => {
            const group = compilation.namedChunkGroups.get(name);
            if (!group) throw new Error(`StartupPreloadPlugin: no chunk named ${name}`);
            return startupFiles(compilation, group);
          };
          const entry = new Set([...compilation.entrypoints.values()].flatMap((point) => point.getFiles()));
          const startChunks = {
            startup: filesOf(this.bootstrapChunk).filter((file) => !entry.has(file)),
            apiClient: filesOf(this.apiClientChunk),
          };
          compilation.emitAsset('start-chunks.json', new RawSource(JSON.stringify(startChunks, null, 2)));
        },
      );
    });
  }
}
