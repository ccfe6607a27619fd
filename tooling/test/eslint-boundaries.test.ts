// The package boundaries are lint rules (tooling/eslint): these cases lint code as if it sat in a
// package's folder and check that the rules really fire, and stay quiet on allowed imports.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const eslintBin = path.join(root, 'node_modules/.bin/eslint');

interface LintMessage {
  ruleId: string | null;
  message: string;
}

/** Lints `code` as the file `filePath` (relative to the workspace root) and returns the rules that fired. */
function lint(filePath: string, code: string): Promise<LintMessage[]> {
  const args = ['--format', 'json', '--stdin', '--stdin-filename', path.join(root, filePath)];
  return new Promise((resolve, reject) => {
    // ESLint exits 1 when it reports errors; the report is still on stdout.
    const child = execFile(eslintBin, args, { cwd: root, maxBuffer: 10 * 1024 * 1024 }, (error, stdout, stderr) => {
      try {
        const [result] = JSON.parse(stdout) as { messages: LintMessage[] }[];
        resolve(result?.messages ?? []);
      } catch {
        reject(new Error(`eslint failed: ${error?.message ?? ''}\n${stderr}`));
      }
    });
    child.stdin?.end(code);
  });
}

const rules = (messages: LintMessage[]) => messages.map((m) => m.ruleId);

/** Some source file of a folder (relative, without extension), so the import resolves whatever the tree holds. */
function someModule(dir: string): string {
  const file = fs
    .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .find((f) => /\.tsx?$/.test(f) && !f.includes('__tests__'));
  if (!file) throw new Error(`no source file under ${dir}`);
  return path.join(dir, file).replace(/\.tsx?$/, '');
}

/** Two different feature folders of a browser package. */
function twoFeatures(pkg: string): [string, string] {
  const dir = path.join(root, pkg, 'src/features');
  const names = fs.readdirSync(dir).filter((n) => fs.statSync(path.join(dir, n)).isDirectory());
  if (names.length < 2) throw new Error(`${pkg} has fewer than two features`);
  return [names[0]!, names[1]!];
}

jest.setTimeout(60_000);

test('a remote importing another remote by relative path fails', async () => {
  const target = someModule('mf-wallet/src');
  const messages = await lint('mf-quote/src/lib/cross.ts', `import '../../../${target}';\n`);
  expect(rules(messages)).toContain('import-x/no-restricted-paths');
});

test('a remote importing another remote by package name fails', async () => {
  const messages = await lint('mf-quote/src/lib/cross.ts', `import 'mf-wallet';\n`);
  expect(rules(messages)).toContain('no-restricted-imports');
});

test('a feature importing another feature fails', async () => {
  const [a, b] = twoFeatures('mf-wallet');
  const target = someModule(`mf-wallet/src/features/${b}`).replace(/^mf-wallet\/src\//, '@/');
  const messages = await lint(`mf-wallet/src/features/${a}/x.ts`, `import '${target}';\n`);
  expect(rules(messages)).toContain('import-x/no-restricted-paths');
});

test('shared code of a package importing a feature fails', async () => {
  const [a] = twoFeatures('mf-quote');
  const target = someModule(`mf-quote/src/features/${a}`).replace(/^mf-quote\/src\//, '@/');
  const messages = await lint('mf-quote/src/lib/x.ts', `import '${target}';\n`);
  expect(rules(messages)).toContain('import-x/no-restricted-paths');
});

test('servers never import shared-ui, React or another server', async () => {
  const messages = await lint(
    'api/src/lib/x.ts',
    `import 'shared-ui';\nimport 'react';\nimport '../../../${someModule('gateway/src')}';\n`,
  );
  expect(rules(messages).filter((r) => r === 'no-restricted-imports')).toHaveLength(2);
  expect(rules(messages)).toContain('import-x/no-restricted-paths');
});

test('browser code never imports server-kit', async () => {
  const messages = await lint('shell/src/lib/x.ts', `import 'server-kit';\n`);
  expect(rules(messages)).toContain('no-restricted-imports');
});

test('allowed imports stay quiet: a remote using shared-ui and contracts, a server using server-kit', async () => {
  const [remote, server] = await Promise.all([
    lint(
      'mf-quote/src/lib/ok.ts',
      `import { paths } from 'shared-ui';\nimport type { Policy } from 'contracts';\nexport const p: Policy | null = null;\nexport const h = paths.home;\n`,
    ),
    lint('api/src/lib/ok.ts', `import 'server-kit';\nimport 'contracts';\n`),
  ]);
  expect(remote).toEqual([]);
  expect(server).toEqual([]);
});

test('browser code takes contracts as types only, and values from contracts/runtime', async () => {
  const value = await lint('mf-quote/src/lib/shapes.ts', `import { Policy } from 'contracts';\nexport { Policy };\n`);
  expect(rules(value)).toContain('@typescript-eslint/no-restricted-imports');
  const subpath = await lint(
    'shell/src/lib/shapes.ts',
    `import { INSURANCE_REQUEST_KINDS } from 'contracts/src/insurance-requests';\nexport { INSURANCE_REQUEST_KINDS };\n`,
  );
  expect(rules(subpath)).toContain('@typescript-eslint/no-restricted-imports');
  const types = await lint(
    'mf-quote/src/lib/shapes.ts',
    `import type { Policy } from 'contracts';\nexport type { Policy };\n`,
  );
  const runtime = await lint(
    'mf-quote/src/lib/lists.ts',
    `import { UY_DEPARTAMENTOS } from 'contracts/runtime';\nexport { UY_DEPARTAMENTOS };\n`,
  );
  expect(rules([...types, ...runtime])).not.toContain('@typescript-eslint/no-restricted-imports');
});
