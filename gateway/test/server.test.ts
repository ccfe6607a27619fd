import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from './helpers/build-app';

const root = path.resolve(__dirname, '..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

function start(env: Record<string, string>) {
  const child = spawn(tsx, ['src/server.ts'], { cwd: root, env: { ...process.env, LOG_LEVEL: 'warn', ...env } });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, stderr: () => stderr };
}

describe('server.ts', () => {
  it('refuses to start with an invalid variable, naming it', async () => {
    const server = start({ GATEWAY_PORT: 'abc' });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toMatch(/GATEWAY_PORT must be a port number/);
  });

  it('serves on GATEWAY_PORT and closes cleanly on SIGTERM', async () => {
    const port = await freePort();
    const server = start({ GATEWAY_PORT: String(port), API_URL: `http://localhost:${await freePort()}` });
    let health: unknown;
    for (let i = 0; i < 100 && health === undefined; i++) {
      health = await fetch(`http://localhost:${port}/healthz`)
        .then((res) => res.json())
        .catch(() => new Promise((resolve) => setTimeout(() => resolve(undefined), 100)));
    }
    expect(health).toEqual({ status: 'ok' });
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
