// The one ESLint configuration of the workspace (flat config), read by the root eslint.config.mjs.
// The package boundaries of ../shared/DESIGN.md are rules here, not good intentions (after
// bulletproof-react's import/no-restricted-paths and import/no-cycle):
// - a remote never imports another remote, nor the shell; shared-ui never imports a remote or the shell;
// - browser code never imports server-kit, a server, Fastify or pino, and takes contracts as types only
//   (values only from `contracts/runtime`, the entry without TypeBox);
// - servers never import shared-ui, a browser package or React; they share code only through server-kit;
// - inside a browser package code flows shared → features → app, and a feature never imports another;
// - no import cycles.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const isPackage = (dir) => fs.existsSync(path.join(ROOT, dir, 'package.json'));
const packages = fs.readdirSync(ROOT).filter((d) => !d.startsWith('.') && d !== 'node_modules' && isPackage(d));

export const remotes = packages.filter((d) => d.startsWith('mf-'));
export const browserPackages = ['shell', 'shared-ui', ...remotes].filter(isPackage);
export const servers = ['api', 'gateway', 'sbi-sandbox', 'idp-dev'].filter(isPackage);
const serverPackages = [...servers, 'server-kit'].filter(isPackage);

/** Every package folder but the ones named: what a package may not reach into by relative path. */
const othersThan = (...allowed) => packages.filter((d) => !allowed.includes(d)).map((d) => `./${d}`);

/** `src/features/<name>` folders of a browser package. */
function featuresOf(pkg) {
  const dir = path.join(ROOT, pkg, 'src', 'features');
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
    : [];
}

/** Zones for import-x/no-restricted-paths (paths relative to the workspace root). */
function boundaryZones() {
  const zones = [];
  for (const pkg of remotes) {
    zones.push({
      target: `./${pkg}/src`,
      from: othersThan(pkg, 'shared-ui', 'contracts'),
      message: 'Un remote importa solo shared-ui y contracts: nunca otro remote, el shell ni un servidor.',
    });
  }
  zones.push({
    target: './shell/src',
    from: othersThan('shell', 'shared-ui', 'contracts', 'tooling'),
    message: 'El shell carga los remotes en tiempo de ejecución (RemoteMount/loadRemote), nunca importa su código.',
  });
  zones.push({
    target: './shared-ui/src',
    from: othersThan('shared-ui', 'contracts'),
    message: 'shared-ui no importa remotes, el shell ni servidores.',
  });
  zones.push({
    target: './contracts/src',
    from: othersThan('contracts'),
    message: 'contracts no depende de ningún otro paquete del workspace.',
  });
  for (const pkg of serverPackages) {
    zones.push({
      target: [`./${pkg}/src`, `./${pkg}/test`],
      from: othersThan(pkg, 'contracts', 'server-kit'),
      message:
        'Un servidor importa solo contracts y server-kit: nunca shared-ui, código del navegador ni otro servidor.',
    });
  }
  // Inside a browser package: shared → features → app; a feature never imports another feature.
  for (const pkg of browserPackages) {
    const src = `./${pkg}/src`;
    // testing/ is exempt: a test render helper may compose the app.
    for (const shared of ['components', 'lib', 'config', 'stores', 'hooks', 'styles', 'api']) {
      zones.push({
        target: `${src}/${shared}`,
        from: [`${src}/features`, `${src}/app`],
        message: 'El código compartido de un paquete no importa features ni app (shared → features → app).',
      });
    }
    const features = featuresOf(pkg);
    for (const feature of features) {
      zones.push({
        target: `${src}/features/${feature}`,
        from: [`${src}/app`, ...features.filter((f) => f !== feature).map((f) => `${src}/features/${f}`)],
        message: 'Una feature no importa otra feature ni app: combinalas en app/.',
      });
    }
  }
  return zones;
}

/** A pattern for no-restricted-imports matching bare specifiers of these packages (and their subpaths) only. */
const bare = (names, message) => ({ regex: `^(${names.join('|')})(/.*)?$`, message });

const forbiddenInBrowser = {
  patterns: [
    bare(
      ['server-kit', 'api', 'gateway', 'sbi-sandbox', 'idp-dev', 'fastify', 'pino'],
      'El código del navegador nunca importa server-kit, un servidor, Fastify ni pino.',
    ),
  ],
};

// Browser code takes contracts' shapes as types; at run time only `contracts/runtime` (no TypeBox in a bundle).
const CONTRACTS_TYPES_ONLY =
  'En el navegador, contracts se importa solo como tipos (import type); los valores que hacen falta en tiempo de ejecución vienen de contracts/runtime, que no trae TypeBox.';
const contractsInBrowser = {
  paths: [{ name: 'contracts', allowTypeImports: true, message: CONTRACTS_TYPES_ONLY }],
  patterns: [{ regex: '^contracts/(?!runtime$)', allowTypeImports: true, message: CONTRACTS_TYPES_ONLY }],
};

const forbiddenInRemote = (pkg) => ({
  patterns: [
    ...forbiddenInBrowser.patterns,
    bare(
      [...remotes.filter((r) => r !== pkg), 'shell'],
      'Un remote nunca importa otro remote ni el shell: usá RemoteMount de shared-ui.',
    ),
  ],
});

const forbiddenInServer = {
  patterns: [
    bare(
      ['shared-ui', 'shell', ...remotes, 'react', 'react-dom'],
      'Un servidor nunca importa shared-ui, React ni código del navegador.',
    ),
    bare(servers, 'Los servidores comparten código solo a través de server-kit.'),
  ],
};

const tsProjects = packages
  .filter((d) => fs.existsSync(path.join(ROOT, d, 'tsconfig.json')))
  .map((d) => `${d}/tsconfig.json`);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '.cache/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    settings: {
      // TypeScript sources are parsed and followed too (no-cycle walks them).
      'import-x/extensions': ['.ts', '.tsx', '.cts', '.mts', '.js', '.jsx', '.cjs', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.cts', '.mts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: tsProjects.map((p) => path.join(ROOT, p)),
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: boundaryZones() }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // With verbatimModuleSyntax (tsconfig/base.json) an import is emitted as written: a value import used only
      // as a type would stay as a side-effect import (for the servers, which leave it off, this rule is the only
      // check), and `import { type A }` would stay as `import {} from` (contracts, TypeBox and all, in a bundle),
      // so type-only imports say `import type`.
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  {
    // CommonJS: .cjs, and the blind sets' validators (plain `node validate.js` scripts in folders frozen after
    // their first run, so they keep their require(); the shared one, api/eval/validate-blind-set.js, likewise).
    files: ['**/*.cjs', 'api/eval/blind/*/validate.js', 'api/eval/validate-blind-set.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: browserPackages.map((p) => `${p}/src/**/*.{ts,tsx}`),
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': ['error', forbiddenInBrowser],
      '@typescript-eslint/no-restricted-imports': ['error', contractsInBrowser],
    },
  },
  ...remotes.map((pkg) => ({
    files: [`${pkg}/src/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', forbiddenInRemote(pkg)] },
  })),
  {
    files: serverPackages.map((p) => `${p}/{src,test}/**/*.ts`),
    rules: { 'no-restricted-imports': ['error', forbiddenInServer] },
  },
  {
    // Tests are never bundled: one may read a contracts schema itself (the form's fields against the api's).
    files: browserPackages.map((p) => `${p}/src/**/__tests__/**`),
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    // Jest's jsdom set-up files run in the browser environment.
    files: ['tooling/jest/web-*.cjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/__tests__/**', '**/test/**', 'e2e/**', '**/testing/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
  prettier,
);
