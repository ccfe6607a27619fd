const path = require('node:path');
const createConfig = require('tooling/webpack/create-config.cjs');
const { withPrerender } = require('tooling/webpack/prerender-config.cjs');
const { FirstScreenPlugin } = require('./webpack/first-screen-plugin.cjs');
const { SiteFilesPlugin } = require('./webpack/site-files-plugin.cjs');
const { BootScriptPlugin } = require('./webpack/boot-script-plugin.cjs');

const base = createConfig({
  dir: __dirname,
  host: true,
  port: 3000,
  title: 'Seguros',
  runtimePlugins: [path.join(__dirname, 'src/lib/federation-error-plugin.ts')],
});

module.exports = (env, argv) => {
  const config = base(env, argv);
  const browser = {
    ...config,
    plugins: [...config.plugins, new FirstScreenPlugin(), new SiteFilesPlugin(), new BootScriptPlugin()],
  };
  // The frame around public screens, rendered right after the browser build into dist/prerender/ (src/app/prerender.tsx).
  return withPrerender(browser, { dir: __dirname });
};
