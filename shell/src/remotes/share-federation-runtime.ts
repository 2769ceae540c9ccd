import {
  assert,
  CurrentGlobal,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  Module,
  ModuleFederation,
  type ModuleFederationRuntimePlugin,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';

/**
 * The parts of the shell's federation runtime that production remotes use instead of carrying
 * their own copy (see tooling/webpack/federation-runtime.mjs, which lists the same names and
 * makes every remote build check them).
 */
export const sharedRuntimeCore = {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
};

export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/** Runtime plugin of the shell: publishes its runtime-core before any remote entry loads. */
export default function shareFederationRuntime(): ModuleFederationRuntimePlugin {
  return {
    name: 'share-federation-runtime',
    beforeInit(args) {
      const target = CurrentGlobal as unknown as Record<string, unknown>;
      target[RUNTIME_CORE_GLOBAL] ??= sharedRuntimeCore;
      return args;
    },
  };
}
