// Production writes brotli 11 and gzip 9 copies (`x.js.br`, `x.js.gz`) beside every text file over 1 KB,
// which the gateway sends as they are.
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

const PRECOMPRESSED = /\.(js|css|html|svg|json)$/;

function precompressPlugins() {
  // Same floor as the gateway's on-the-fly compression: smaller files are sent as they are.
  const common = { test: PRECOMPRESSED, threshold: 1024, minRatio: 0.9, deleteOriginalAssets: false };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
    }),
  ];
}

module.exports = { precompressPlugins };
