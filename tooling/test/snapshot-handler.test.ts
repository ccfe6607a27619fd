// The shell's build swaps runtime-core's manifest snapshot handler for a small stand-in
// (tooling/webpack/snapshot-handler-without-manifests.mjs). When @module-federation/runtime-core changes,
// this test fails first if the stand-in no longer offers what the rest of the core uses.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { federationPackageDirs } = require('../webpack/create-config.cjs') as {
  federationPackageDirs: () => Record<string, string>;
};
const dist = path.join(federationPackageDirs()['runtime-core']!, 'dist');
const original = fs.readFileSync(path.join(dist, 'plugins/snapshot/SnapshotHandler.js'), 'utf8');
const standIn = fs.readFileSync(path.join(root, 'tooling/webpack/snapshot-handler-without-manifests.mjs'), 'utf8');

function exportedNames(source: string): string[] {
  const names = new Set<string>();
  for (const m of source.matchAll(/^export\s*\{([^}]*)\}/gm))
    for (const n of m[1]!.split(','))
      if (n.trim())
        names.add(
          n
            .trim()
            .split(/\s+as\s+/)
            .pop()!,
        );
  for (const m of source.matchAll(/^export\s+(?:async\s+)?(?:function|class|const)\s+(\w+)/gm)) names.add(m[1]!);
  return [...names].sort();
}

function jsFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) jsFiles(full, out);
    else if (entry.name.endsWith('.js')) out.push(full);
  }
  return out;
}

describe('snapshot handler stand-in', () => {
  it('exports what the original exports', () => {
    expect(exportedNames(standIn)).toEqual(exportedNames(original));
  });

  it('has every member the rest of the runtime core reads from snapshotHandler', () => {
    const used = new Set<string>();
    for (const file of jsFiles(dist)) {
      if (file.includes(`${path.sep}plugins${path.sep}snapshot${path.sep}`)) continue;
      for (const m of fs.readFileSync(file, 'utf8').matchAll(/snapshotHandler\.(\w+)/g)) used.add(m[1]!);
    }
    expect([...used].sort()).toEqual(['hooks', 'loadRemoteSnapshotInfo', 'manifestCache']);
    for (const member of used) expect(standIn).toMatch(new RegExp(`(this\\.${member} =|async ${member}\\()`));
  });

  it('imports only names runtime-core exports from those files', () => {
    for (const m of standIn.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mf-runtime-core-dist\/([^']+)'/g)) {
      const target = exportedNames(fs.readFileSync(path.join(dist, m[2]!), 'utf8'));
      for (const name of m[1]!
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean))
        expect(target).toContain(name);
    }
  });
});
