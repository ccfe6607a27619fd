const path = require('node:path');

// The html-webpack-plugin instance tooling's configuration uses (its hooks are per module instance).
const HtmlWebpackPlugin = require(
  require.resolve('html-webpack-plugin', {
    paths: [path.dirname(require.resolve('tooling/webpack/create-config.cjs'))],
  }),
);

/**
 * index.html runs public/boot.js instead of main.js, and preloads main.js: boot.js starts main.js once the
 * browser has shown a prerendered screen (see its header), so the download starts with the page as before.
 */
class BootScriptPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('BootScriptPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('BootScriptPlugin', (data) => {
        data.headTags = data.headTags.flatMap((tag) => {
          const src = tag.tagName === 'script' ? tag.attributes.src : undefined;
          if (typeof src !== 'string' || !/(^|\/)main\.js$/.test(src)) return [tag];
          return [
            HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: src }),
            { ...tag, attributes: { ...tag.attributes, src: src.replace(/main\.js$/, 'boot.js') } },
          ];
        });
        return data;
      });
    });
  }
}

module.exports = { BootScriptPlugin };
