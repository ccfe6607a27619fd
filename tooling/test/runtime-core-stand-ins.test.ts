// The shell's build swaps two files of the federation runtime core for small stand-ins
// (tooling/webpack/runtime-core-stand-ins/). When @module-federation/runtime-core changes, this test fails
// first if a stand-in no longer offers what the rest of the core uses.
import fs from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { federationPackageDirs, RUNTIME_CORE_STAND_INS } = require('../webpack/create-config.cjs') as {
  federationPackageDirs: () => Record<string, string>;
  RUNTIME_CORE_STAND_INS: Record<string, string>;
};
const dist = path.join(federationPackageDirs()['runtime-core']!, 'dist');
const standInDir = path.resolve(__dirname, '../webpack/runtime-core-stand-ins');
const read = (file: string) => fs.readFileSync(file, 'utf8');

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

describe.each(Object.entries(RUNTIME_CORE_STAND_INS))('stand-in for runtime-core %s', (original, standIn) => {
  const source = read(path.join(standInDir, standIn));

  it('exports what the original exports', () => {
    expect(exportedNames(source)).toEqual(exportedNames(read(path.join(dist, original))));
  });

  it('imports only names runtime-core exports from those files', () => {
    for (const m of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mf-runtime-core-dist\/([^']+)'/g)) {
      const target = exportedNames(read(path.join(dist, m[2]!)));
      for (const name of m[1]!
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean))
        expect(target).toContain(name);
    }
  });
});

it('the snapshot handler stand-in has every member the rest of the core reads from snapshotHandler', () => {
  const used = new Set<string>();
  for (const file of jsFiles(dist)) {
    if (file.includes(`${path.sep}plugins${path.sep}snapshot${path.sep}`)) continue;
    for (const m of read(file).matchAll(/snapshotHandler\.(\w+)/g)) used.add(m[1]!);
  }
  expect([...used].sort()).toEqual(['hooks', 'loadRemoteSnapshotInfo', 'manifestCache']);
  const standIn = read(path.join(standInDir, 'snapshot-handler.mjs'));
  for (const member of used) expect(standIn).toMatch(new RegExp(`(this\\.${member} =|async ${member}\\()`));
});
