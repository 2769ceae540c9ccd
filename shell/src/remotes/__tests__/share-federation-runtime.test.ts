import fs from 'node:fs';
import path from 'node:path';
import shareFederationRuntime, { RUNTIME_CORE_GLOBAL, sharedRuntimeCore } from '../share-federation-runtime';

// The list every production remote's build checks its needs against.
const contract = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../../tooling/webpack/federation-runtime-core.json'), 'utf8')) as {
  global: string;
  exports: string[];
};

describe('the federation runtime the shell shares with remotes', () => {
  afterEach(() => {
    delete (globalThis as Record<string, unknown>)[RUNTIME_CORE_GLOBAL];
  });

  it('hands over exactly the parts of runtime-core that remote builds are checked against', () => {
    expect(RUNTIME_CORE_GLOBAL).toBe(contract.global);
    expect(Object.keys(sharedRuntimeCore).sort()).toEqual([...contract.exports].sort());
    for (const [name, value] of Object.entries(sharedRuntimeCore))
      expect({ name, defined: value !== undefined }).toEqual({ name, defined: true });
  });

  it('publishes them on the page before the shell initialises, and leaves the arguments alone', () => {
    const plugin = shareFederationRuntime();
    const args = { options: { name: 'shell' } };
    expect((globalThis as Record<string, unknown>)[RUNTIME_CORE_GLOBAL]).toBeUndefined();
    expect(plugin.beforeInit?.(args as never)).toBe(args);
    expect((globalThis as Record<string, unknown>)[RUNTIME_CORE_GLOBAL]).toBe(sharedRuntimeCore);
  });
});
