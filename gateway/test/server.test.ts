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

  it('starts without a metrics listener when GATEWAY_METRICS_PORT is off', async () => {
    const port = await freePort();
    const server = start({ GATEWAY_PORT: String(port), GATEWAY_METRICS_PORT: 'off' });
    let up = false;
    for (let i = 0; i < 100 && !up; i++) {
      up = await fetch(`http://localhost:${port}/healthz`)
        .then((res) => res.ok)
        .catch(() => new Promise((resolve) => setTimeout(() => resolve(false), 100)));
    }
    expect(up).toBe(true);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('serves on GATEWAY_PORT, metrics only on GATEWAY_METRICS_PORT, and closes cleanly on SIGTERM', async () => {
    const port = await freePort();
    const metricsPort = await freePort();
    const server = start({
      GATEWAY_PORT: String(port),
      GATEWAY_METRICS_PORT: String(metricsPort),
      API_URL: `http://localhost:${await freePort()}`,
    });
    let health: unknown;
    for (let i = 0; i < 100 && health === undefined; i++) {
      health = await fetch(`http://localhost:${port}/healthz`)
        .then((res) => res.json())
        .catch(() => new Promise((resolve) => setTimeout(() => resolve(undefined), 100)));
    }
    expect(health).toEqual({ status: 'ok' });
    const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain(
      'http_request_duration_seconds_count{method="GET",route="/healthz",status_code="200"}',
    );
    const onPublicPort = await fetch(`http://localhost:${port}/metrics`);
    expect(await onPublicPort.text()).not.toContain('http_request_duration_seconds');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
