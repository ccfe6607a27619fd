const path = require('node:path');
const fs = require('node:fs');

const PUBLIC = path.join(__dirname, '../public');

/**
 * Copies `public/` (favicon, icons, the link preview image, the web app manifest, boot.js) into the build, where
 * the gateway serves them at the root (/favicon.ico, /manifest.webmanifest…) with the shell's other
 * files, so each shell version carries its own. The images are made from the SVGs by
 * scripts/seo/render-site-images.mjs.
 */
class SiteFilesPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('SiteFilesPlugin', (compilation) => {
      // Before the compression plugins run, so the SVG and the manifest get their .br/.gz copies.
      compilation.hooks.processAssets.tap(
        { name: 'SiteFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const name of fs.readdirSync(PUBLIC)) {
            const file = path.join(PUBLIC, name);
            compilation.fileDependencies.add(file);
            compilation.emitAsset(name, new sources.RawSource(fs.readFileSync(file)));
          }
        },
      );
    });
  }
}

module.exports = { SiteFilesPlugin };
