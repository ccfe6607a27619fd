import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App, type BuildAppOptions } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';

/** A fake webpack dist of the shell: entry files, a hashed chunk, its map and an asset. */
export const SHELL_FILES: Record<string, string> = {
  'index.html':
    '<!doctype html><html lang="es-UY"><head><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>',
  'main.js': `console.log("shell main");${' '.repeat(2048)}`,
  'main.js.map': '{"version":3,"sources":[]}',
  '123.abcdef12.js': 'console.log("shell chunk 123");',
  '123.abcdef12.js.map': '{"version":3,"sources":["chunk"]}',
  'assets/logo.0a1b2c3d.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
};

export function remoteFiles(label: string): Record<string, string> {
  return {
    'remoteEntry.js': `var mf_landing; /* ${label} */`,
    'main.js': `/* ${label} standalone */`,
    'index.html': `<!doctype html><title>${label}</title>`,
    '456.0badc0de.js': `/* ${label} chunk */`,
  };
}

export interface TestReleases {
  dir: string;
  add(pkg: string, version: string, files: Record<string, string | Buffer>): void;
  /** Replaces current.json the way the release script does: temp file + rename. */
  setCurrent(current: Record<string, string>): void;
  removeCurrent(): void;
  cleanup(): void;
}

export function createReleases(): TestReleases {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-test-'));
  const dir = path.join(base, 'releases');
  fs.mkdirSync(dir);
  // A file next to the store that traversal tests try to reach.
  fs.writeFileSync(path.join(base, 'secret.txt'), 'TOP-SECRET');
  fs.writeFileSync(path.join(dir, 'secret.txt'), 'TOP-SECRET');
  let writes = 0;
  return {
    dir,
    add(pkg, version, files) {
      for (const [name, content] of Object.entries(files)) {
        const file = path.join(dir, pkg, version, name);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, content);
      }
    },
    setCurrent(current) {
      const tmp = path.join(dir, `.current.json.${writes++}.tmp`);
      fs.writeFileSync(tmp, JSON.stringify(current, null, 2));
      fs.renameSync(tmp, path.join(dir, 'current.json'));
    },
    removeCurrent() {
      fs.rmSync(path.join(dir, 'current.json'), { force: true });
    },
    cleanup() {
      fs.rmSync(base, { recursive: true, force: true });
    },
  };
}

/** A store with shell 1.0.0 and mf-landing 1.0.0 current (and mf-landing 2.0.0 stored, not current). */
export function createDefaultReleases(): TestReleases {
  const releases = createReleases();
  releases.add('shell', '1.0.0', SHELL_FILES);
  releases.add('mf-landing', '1.0.0', remoteFiles('landing 1.0.0'));
  releases.add('mf-landing', '2.0.0', remoteFiles('landing 2.0.0'));
  releases.setCurrent({ shell: '1.0.0', 'mf-landing': '1.0.0' });
  return releases;
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ LOG_LEVEL: 'silent', API_URL: 'http://localhost:1', ...env });
}

export async function buildTestApp(env: Record<string, string> = {}, options: BuildAppOptions = {}): Promise<App> {
  const app = await buildApp(testConfig(env), options);
  await app.ready();
  return app;
}

/** A port nothing listens on (for "upstream down"). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
