// The production builds swap files of the federation runtime for small stand-ins
// (tooling/webpack/runtime-stand-ins/). When the runtime changes, this test fails first if a stand-in no
// longer offers what the rest of the runtime uses.
import fs from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { federationPackageDirs, RUNTIME_STAND_INS } = require('../webpack/federation-runtime-files.cjs') as {
  federationPackageDirs: () => Record<string, string>;
  RUNTIME_STAND_INS: { pkg: string; file: string; standIn: string; builds: string[] }[];
};
const dirs = federationPackageDirs();
const coreDist = path.join(dirs['runtime-core']!, 'dist');
const standInDir = path.resolve(__dirname, '../webpack/runtime-stand-ins');
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

describe.each(RUNTIME_STAND_INS.map((s) => [`${s.pkg}/${s.file}`, s] as const))('stand-in for %s', (_, s) => {
  const source = read(path.join(standInDir, s.standIn));

  it('exports what the original exports', () => {
    expect(exportedNames(source)).toEqual(exportedNames(read(path.join(dirs[s.pkg]!, s.file))));
  });

  it('imports only names runtime-core and error-codes export from those files', () => {
    const dists: Record<string, string> = {
      'runtime-core': coreDist,
      'error-codes': path.join(dirs['error-codes']!, 'dist'),
    };
    for (const m of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mf-(runtime-core|error-codes)-dist\/([^']+)'/g)) {
      const target = exportedNames(read(path.join(dists[m[2]!]!, m[3]!)));
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
  for (const file of jsFiles(coreDist)) {
    if (file.includes(`${path.sep}plugins${path.sep}snapshot${path.sep}`)) continue;
    for (const m of read(file).matchAll(/snapshotHandler\.(\w+)/g)) used.add(m[1]!);
  }
  expect([...used].sort()).toEqual(['hooks', 'loadRemoteSnapshotInfo', 'manifestCache']);
  const standIn = read(path.join(standInDir, 'snapshot-handler.mjs'));
  for (const member of used) expect(standIn).toMatch(new RegExp(`(this\\.${member} =|async ${member}\\()`));
});

it('the bundler runtime calls `remotes` only from the static-remotes chunk handler', () => {
  // webpack-bundler-runtime's own files never call it; webpack's RemoteRuntimeModule does, and the shell
  // has no static remotes, so none is emitted (`remotes: {}` in create-config.cjs).
  const bundlerDist = path.join(dirs['webpack-bundler-runtime']!, 'dist');
  const callers = jsFiles(bundlerDist).filter((f) => /\bremotes\(/.test(read(f)) && !f.endsWith('remotes.js'));
  expect(callers).toEqual([]);
});

it("a remote's runtime reads only the error descriptions the remotes' stand-in keeps, with the same text", () => {
  // What a remote bundles of the runtime (its core is the shell's): @module-federation/runtime and the
  // bundler runtime. Every description map they pass or index must be runtimeDescMap at RUNTIME_009.
  const files = [
    ...jsFiles(path.join(dirs['runtime']!, 'dist')),
    ...jsFiles(path.join(dirs['webpack-bundler-runtime']!, 'dist')),
  ];
  // Each line that names an imported map, as `<code> <map>` (the code passed beside it), else the line.
  const reads = new Set<string>();
  for (const file of files) {
    const source = read(file);
    const imported = /import\s*\{([^}]*)\}\s*from\s*"@module-federation\/error-codes"/.exec(source)?.[1] ?? '';
    for (const map of imported.match(/\w+DescMap\b/g) ?? [])
      for (const line of source.split('\n'))
        if (!line.startsWith('import') && new RegExp(`\\b${map}\\b`).test(line))
          reads.add(`${new RegExp(`(\\w+),\\s*${map}\\b`).exec(line)?.[1] ?? line.trim()} ${map}`);
  }
  expect([...reads]).toEqual(['RUNTIME_009 runtimeDescMap']);
  const original = read(path.join(dirs['error-codes']!, 'dist', 'desc.mjs'));
  const text = /\[RUNTIME_009\]: "([^"]+)"/.exec(original)?.[1];
  expect(text).toBeTruthy();
  expect(read(path.join(standInDir, 'error-codes-desc.mjs'))).toContain(`[RUNTIME_009]: '${text}'`);
});
