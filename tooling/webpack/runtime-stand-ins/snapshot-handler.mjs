// Stands in for @module-federation/runtime-core's plugins/snapshot/SnapshotHandler.js in the shell's
// production build (federation-runtime-files.cjs, `runtimeStandIns`; why: README.md beside this file).
//
// The original fetches and caches `mf-manifest.json` remotes and turns them into snapshots, for the snapshot
// plugin (already left out: `experiments.optimization.disableSnapshot`) and for `preloadRemote`, ~7 KB
// minified in main.js with the SDK's manifest parser. What the rest of the core reads from it is kept:
// `hooks` (plugins register on it), `manifestCache` (registerRemotes with `force` clears an entry) and
// `getGlobalRemoteInfo` (same code as the original).
import {
  getGlobalSnapshot,
  getGlobalSnapshotInfoByModuleInfo,
  getInfoWithoutType,
} from '@mf-runtime-core-dist/global.js';
import { PluginSystem } from '@mf-runtime-core-dist/utils/hooks/pluginSystem.js';

export function getGlobalRemoteInfo(moduleInfo, origin) {
  const hostGlobalSnapshot = getGlobalSnapshotInfoByModuleInfo({
    name: origin.name,
    version: origin.options.version,
  });
  const globalRemoteInfo =
    hostGlobalSnapshot &&
    'remotesInfo' in hostGlobalSnapshot &&
    hostGlobalSnapshot.remotesInfo &&
    getInfoWithoutType(hostGlobalSnapshot.remotesInfo, moduleInfo.name).value;
  if (globalRemoteInfo && globalRemoteInfo.matchedVersion)
    return {
      hostGlobalSnapshot,
      globalSnapshot: getGlobalSnapshot(),
      remoteSnapshot: getGlobalSnapshotInfoByModuleInfo({
        name: moduleInfo.name,
        version: globalRemoteInfo.matchedVersion,
      }),
    };
  return {
    hostGlobalSnapshot: undefined,
    globalSnapshot: getGlobalSnapshot(),
    remoteSnapshot: getGlobalSnapshotInfoByModuleInfo({
      name: moduleInfo.name,
      version: 'version' in moduleInfo ? moduleInfo.version : undefined,
    }),
  };
}

export class SnapshotHandler {
  constructor(HostInstance) {
    this.HostInstance = HostInstance;
    this.loaderHook = HostInstance.loaderHook;
    this.manifestCache = new Map();
    this.hooks = new PluginSystem({});
  }

  getGlobalRemoteInfo(moduleInfo) {
    return getGlobalRemoteInfo(moduleInfo, this.HostInstance);
  }

  async loadRemoteSnapshotInfo({ moduleInfo }) {
    throw new Error(
      `[shell] ${moduleInfo?.name ?? 'remote'}: this build of the federation runtime has no manifest snapshots ` +
        '(preloadRemote and mf-manifest.json remotes); register the remote by its remoteEntry.js.',
    );
  }
}
