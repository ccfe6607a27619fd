// Dependencies published only as ES modules. Jest runs CommonJS, so swc transforms them too.
const esmOnly = [
  'jose',
  'oidc-provider',
  'quick-lru',
  'nanoid',
  'eta',
  'got',
  '@koa',
  'koa',
  'cookie',
  'react-router',
  'cookie-es',
  '@remix-run',
  'content-disposition',
];
const names = esmOnly.map((n) => n.replace('/', '\\+?/?')).join('|');
module.exports = [`/node_modules/(?!(\\.pnpm/(${names})[^/]*/node_modules/)?(${names})/)`];
