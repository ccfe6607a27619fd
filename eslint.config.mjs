// The workspace's lint configuration lives in tooling/eslint (boundaries, cycles, hooks).
export { default } from './tooling/eslint/index.mjs';
