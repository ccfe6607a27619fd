// Public entry of the contracts package: shapes shared by the api (validation) and the browser (types).
// Keep this package free of Node-only imports.
export * from './common';
export * from './health';
export * from './user';
