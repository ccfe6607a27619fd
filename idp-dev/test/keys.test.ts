import fs from 'node:fs/promises';
import path from 'node:path';
import { loadKeys } from '../src/keys.js';
import { removeTempDirs, startIdp, tempDir } from './helpers.js';

jest.setTimeout(30_000);

afterAll(removeTempDirs);

async function kids(url: string): Promise<string[]> {
  const body = (await (await fetch(`${url}/.well-known/jwks.json`)).json()) as { keys: Array<{ kid: string }> };
  return body.keys.map((k) => k.kid);
}

describe('signing key persistence', () => {
  it('two instances with the same IDP_DATA_DIR publish the same kid', async () => {
    const dataDir = await tempDir();
    const first = await startIdp({ dataDir });
    const firstKids = await kids(first.url);
    await first.close();

    const stored = JSON.parse(await fs.readFile(path.join(dataDir, 'jwks.json'), 'utf8')) as {
      keys: Array<{ kid: string }>;
    };
    expect(stored.keys.map((k) => k.kid)).toEqual(firstKids);
    const mode = (await fs.stat(path.join(dataDir, 'jwks.json'))).mode & 0o777;
    expect(mode).toBe(0o600);

    const second = await startIdp({ dataDir });
    expect(await kids(second.url)).toEqual(firstKids);
    await second.close();

    const other = await startIdp();
    expect(await kids(other.url)).not.toEqual(firstKids);
    await other.close();
  });

  it('instances starting at the same time agree on one key', async () => {
    const dataDir = await tempDir();
    const [a, b] = await Promise.all([loadKeys(dataDir), loadKeys(dataDir)]);
    expect(a.jwks.keys[0]!.kid).toBe(b.jwks.keys[0]!.kid);
    expect(a.cookieKeys).toEqual(b.cookieKeys);
    expect((await fs.readdir(dataDir)).sort()).toEqual(['cookie-keys.json', 'jwks.json']);
  });

  it('names the file when it is corrupt', async () => {
    const dataDir = await tempDir();
    await fs.writeFile(path.join(dataDir, 'jwks.json'), '{not json');
    await expect(loadKeys(dataDir)).rejects.toThrow(path.join(dataDir, 'jwks.json'));
  });
});
