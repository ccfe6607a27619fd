// Stands in for @module-federation/error-codes' dist/desc.mjs in the remotes' production builds
// (federation-runtime-files.cjs, `runtimeStandIns`; why: README.md beside this file).
//
// A remote bundles no runtime core (it uses the shell's, externalRuntime): of the runtime's error
// descriptions, its own code reads one, RUNTIME_009 (`@module-federation/runtime`'s assert before a call on
// an instance not created yet), and webpack cannot drop the other properties of the map that holds it.
// tooling/test/runtime-stand-ins.test.ts fails if a remote's runtime starts reading another description.
import { RUNTIME_009 } from '@mf-error-codes-dist/error-codes.mjs';

const runtimeDescMap = { [RUNTIME_009]: 'Please call createInstance first.' };
const typeDescMap = {};
const buildDescMap = {};
const errorDescMap = { ...runtimeDescMap };

export { buildDescMap, errorDescMap, runtimeDescMap, typeDescMap };
