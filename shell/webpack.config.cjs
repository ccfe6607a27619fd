const path = require('node:path');
const createConfig = require('tooling/webpack/create-config.cjs');
const { FirstScreenPlugin } = require('./webpack/first-screen-plugin.cjs');
const { SiteFilesPlugin } = require('./webpack/site-files-plugin.cjs');

const base = createConfig({
  dir: __dirname,
  host: true,
  port: 3000,
  title: 'Seguros',
  runtimePlugins: [path.join(__dirname, 'src/lib/federation-error-plugin.ts')],
});

module.exports = (env, argv) => {
  const config = base(env, argv);
  return { ...config, plugins: [...config.plugins, new FirstScreenPlugin(), new SiteFilesPlugin()] };
};
