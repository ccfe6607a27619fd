// Production builds keep their source maps out of what is published and served: the maps gave away the
// whole source at /main.js.map and beside every remote's files. They are hidden (no sourceMappingURL
// comment) and written to <package>/dist-maps/, where scripts/bench/weight.mjs reads them.
import path from 'node:path';

type Config = { devtool: string | false; output: { path: string; sourceMapFilename: string } };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const landing = require('../../mf-landing/webpack.config.cjs') as (env: unknown, argv: { mode: string }) => Config;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const shell = require('../../shell/webpack.config.cjs') as (env: unknown, argv: { mode: string }) => Config;

describe.each([
  ['mf-landing', landing],
  ['shell', shell],
])('%s build', (pkg, build) => {
  it('writes hidden production maps to dist-maps, outside the served dist', () => {
    // (A production build is two passes, the browser's and the prerender's in Node: the maps are the browser's.)
    const built = build({}, { mode: 'production' }) as Config | Array<Config & { name?: string }>;
    const config = Array.isArray(built) ? built.find((c) => c.name === 'browser')! : built;
    expect(config.devtool).toBe('hidden-source-map');
    const maps = path.resolve(config.output.path, path.dirname(config.output.sourceMapFilename));
    expect(path.relative(config.output.path, maps).startsWith('..')).toBe(true);
    expect(maps).toBe(path.resolve(__dirname, '../..', pkg, 'dist-maps'));
  });

  it('keeps development maps beside the files (npm run dev), for the browser tools', () => {
    const config = build({}, { mode: 'development' });
    expect(config.devtool).toBe('cheap-module-source-map');
    expect(config.output.sourceMapFilename).toBe('[file].map');
  });
});
