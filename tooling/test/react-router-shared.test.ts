// The shared router singleton exports an explicit API (tooling/webpack/react-router-shared.mjs).
// A name imported from react-router anywhere in the browser code but missing there would be
// undefined at runtime in the composed app, so this test fails first.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const sharedModule = fs.readFileSync(path.join(root, 'tooling/webpack/react-router-shared.mjs'), 'utf8');

function exportedNames(source: string): Set<string> {
  const block = /export\s*\{([^}]*)\}\s*from/.exec(source)?.[1] ?? '';
  return new Set(
    block
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean),
  );
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, out);
    // Test helpers (src/testing/) run under Jest against React Router itself, never in the composed app; the
    // prerender entries (app/prerender.tsx) and shared-ui's 'shared-ui/prerender' (src/prerender/) run in Node
    // at publish time, with their own router.
    else if (
      /\.(tsx?|jsx?|mjs)$/.test(entry.name) &&
      !/__tests__|\.test\.|\/testing\/|\/prerender\.tsx$|\/src\/prerender\//.test(full)
    )
      out.push(full);
  }
  return out;
}

/** Value names (not types) each file imports from react-router. */
function routerImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const names: string[] = [];
  for (const m of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]react-router(?:-dom)?['"]/g)) {
    if (m[1]) continue;
    for (const part of (m[2] ?? '').split(',')) {
      const spec = part.trim();
      if (!spec || spec.startsWith('type ')) continue;
      names.push(spec.split(/\s+as\s+/)[0]!.trim());
    }
  }
  return names;
}

const browserPackages = fs
  .readdirSync(root)
  .filter((d) => d === 'shell' || d === 'shared-ui' || d.startsWith('mf-'))
  .filter((d) => fs.existsSync(path.join(root, d, 'src')));

test('every router name the browser code imports is provided by the shared router module', () => {
  const provided = exportedNames(sharedModule);
  const missing: string[] = [];
  for (const pkg of browserPackages) {
    for (const file of sourceFiles(path.join(root, pkg, 'src'))) {
      for (const name of routerImports(file)) {
        if (!provided.has(name)) missing.push(`${path.relative(root, file)}: ${name}`);
      }
    }
  }
  expect(missing).toEqual([]);
});

test('the shared router module provides only names the browser code imports (it is not tree-shaken)', () => {
  const imported = new Set<string>();
  for (const pkg of browserPackages) {
    for (const file of sourceFiles(path.join(root, pkg, 'src'))) {
      for (const name of routerImports(file)) imported.add(name);
    }
  }
  const unused = [...exportedNames(sharedModule)].filter((n) => !imported.has(n));
  expect(unused).toEqual([]);
});

test('no browser code imports react-router-dom, react-router subpaths or namespaces the shared module cannot serve', () => {
  const offenders: string[] = [];
  for (const pkg of browserPackages) {
    for (const file of sourceFiles(path.join(root, pkg, 'src'))) {
      const text = fs.readFileSync(file, 'utf8');
      // React Router 8 is one package: react-router-dom is not shared any more (a second router).
      if (
        /from\s*['"]react-router-dom['"]|from\s*['"]react-router\/[^'"]+['"]|import\s+\*\s+as\s+\w+\s+from\s*['"]react-router/.test(
          text,
        )
      ) {
        offenders.push(path.relative(root, file));
      }
    }
  }
  expect(offenders).toEqual([]);
});

test("each provided name exists in React Router's own build", async () => {
  const rrDir = path.dirname(require.resolve('react-router/package.json', { paths: [path.join(root, 'shell')] }));
  const rr = (await import(path.join(rrDir, 'dist/production/index.js'))) as Record<string, unknown>;
  const absent = [...exportedNames(sharedModule)].filter((n) => rr[n] === undefined);
  expect(absent).toEqual([]);
});
