// The files `npm run screens` generates (tooling/screens/screens.ts) agree with their sources: the route
// table, shared-ui's paths and the remotes' exposed modules. A failure here means a source changed without
// `npm run screens`.
import fs from 'node:fs';
import path from 'node:path';
import { bootstrapsOffTheTable, generatedFiles } from 'tooling/screens/screens';

const root = path.resolve(__dirname, '../../../..');

describe('generated from the route table and the exposed modules', () => {
  it.each([...generatedFiles(root)])('%s is up to date (npm run screens)', (file, content) => {
    expect(fs.readFileSync(path.join(root, file), 'utf8')).toBe(content);
  });

  it('covers the registry and the early-download table', () => {
    expect([...generatedFiles(root).keys()]).toEqual([
      'tooling/webpack/remote-registry.json',
      'shell/src/config/first-modules.json',
    ]);
  });

  it('routes every remote’s standalone screens by the same table (standaloneScreens in its bootstrap)', () => {
    expect(bootstrapsOffTheTable(root)).toEqual([]);
  });
});
