// The one entry browser packages import at run time (`contracts/runtime`): constant lists, checks and names,
// with no TypeBox, so nothing of the schema library reaches a browser bundle. Everything else of contracts
// is imported as types only (`import type … from 'contracts'`, a lint rule).
export * from './uy';
export * from './emission-rules';
export * from './page-data';
export * from './form-lists';
export * from './products';
export * from './product-facts';
export * from './page-heads';
