// The remote registry (tooling/webpack/remote-registry.json) is the only list of exposed modules: every
// remote's build reads it, and so does the shell. These checks keep it true to the packages on disk.
import fs from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { readRegistry, exposesFor } = require('../webpack/remote-registry.cjs') as {
  readRegistry: () => Record<string, { package: string; exposes: Record<string, string> }>;
  exposesFor: (dir: string) => Record<string, string>;
};

const root = path.resolve(__dirname, '../..');
const registry = readRegistry();

/** Browser packages with a webpack build, except the shell (the host exposes nothing). */
const remotePackages = fs
  .readdirSync(root)
  .filter((dir) => dir !== 'shell' && fs.existsSync(path.join(root, dir, 'webpack.config.cjs')));

describe('remote registry', () => {
  it('lists every remote package, under its federation name', () => {
    expect(
      Object.values(registry)
        .map((entry) => entry.package)
        .sort(),
    ).toEqual([...remotePackages].sort());
    for (const [name, entry] of Object.entries(registry)) expect(name).toBe(entry.package.replace(/-/g, '_'));
  });

  it.each(Object.entries(registry))('%s exposes existing source files', (_name, entry) => {
    const dir = path.join(root, entry.package);
    expect(Object.keys(entry.exposes).length).toBeGreaterThan(0);
    expect(exposesFor(dir)).toEqual(entry.exposes);
  });

  it('is the only place exposes are listed', () => {
    for (const pkg of [...remotePackages, 'shell']) {
      const config = fs.readFileSync(path.join(root, pkg, 'webpack.config.cjs'), 'utf8');
      expect(config).not.toMatch(/\bexposes\s*:/);
    }
  });
});
