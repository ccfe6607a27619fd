// Public entry of the contracts package: shapes shared by the api (validation) and the browser (types).
// Keep this package free of Node-only imports.
export * from './common';
export * from './health';
export * from './user';
export * from './profile';
export * from './policy';
export * from './quote';
export * from './catalogue';
export * from './coverage';
export * from './guide';
export * from './lead';
export * from './sbi';
export * from './contact';
export * from './form-lists';
export * from './insurance-requests';
export * from './uy';
export * from './claims';
export * from './field-labels';
export * from './emission-rules';
export * from './chat';
export * from './body-limits';
export * from './shell-data';
export * from './page-data';
