import { spawn } from 'node:child_process';
import path from 'node:path';

const fixtures = path.join(__dirname, 'fixtures');

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['-r', './register-ts.cjs', 'server.ts'], {
    cwd: fixtures,
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  // 'close', not 'exit': the output is read to its end first.
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  const entries = () =>
    stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  const waitFor = async (msg: string) => {
    for (let i = 0; i < 200; i++) {
      if (entries().some((e) => e.msg === msg)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no "${msg}" line; stdout: ${stdout} stderr: ${stderr}`);
  };
  return { child, exited, entries, waitFor, stderr: () => stderr };
}

describe('runServer', () => {
  it('prints a configuration error and exits with 1 without starting', async () => {
    const server = start({ PORT: 'abc', LOG_LEVEL: 'loud' });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toContain('Invalid fixture configuration:\n  - PORT must be a whole number');
    expect(server.stderr()).toContain('LOG_LEVEL must be one of');
    expect(server.entries()).toEqual([]);
  });

  it('logs JSON, the configuration warnings and a ready line, then closes cleanly on SIGTERM', async () => {
    const server = start({ MODE: 'ok' });
    await server.waitFor('fixture ready');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const lines = server.entries().map((e) => `${String(e.level)} ${String(e.msg)}`);
    expect(lines).toEqual([
      '40 half of the monitoring variables are set',
      '30 fixture ready',
      '30 closing',
      '30 resources freed',
    ]);
    expect(server.entries().find((e) => e.msg === 'closing')).toMatchObject({ name: 'fixture', signal: 'SIGTERM' });
  });

  it('writes every line, in order, logged just before process.exit (stdout is written in batches)', async () => {
    const server = start({ MODE: 'burst-exit' });
    expect(await server.exited).toBe(3);
    const burst = server.entries().filter((e) => e.msg === 'burst');
    expect(burst.map((e) => e.i)).toEqual(Array.from({ length: 500 }, (_, i) => i));
  });

  it('writes a lone line within a fraction of a second, before 4 KB have gathered', async () => {
    const server = start({ MODE: 'ok' });
    await server.waitFor('fixture ready');
    const seenAt = Date.now();
    const ready = server.entries().find((e) => e.msg === 'fixture ready')!;
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // Seen while the process kept running (waitFor looks every 50 ms), not at its exit.
    expect(seenAt - (ready.time as number)).toBeLessThan(1000);
  });

  it('closes on SIGINT too', async () => {
    const server = start({});
    await server.waitFor('fixture ready');
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(0);
  });

  it('logs a start-up failure as fatal and exits with 1', async () => {
    const server = start({ MODE: 'fail-start' });
    expect(await server.exited).toBe(1);
    expect(server.entries().find((e) => e.msg === 'fixture failed to start')).toMatchObject({
      level: 60,
      err: { message: 'database unreachable' },
    });
  });

  it('exits with 1 when closing takes longer than the grace time', async () => {
    const server = start({ MODE: 'slow-close' });
    await server.waitFor('fixture ready');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    expect(server.entries().find((e) => e.msg === 'close took too long, exiting')).toMatchObject({ level: 50 });
    expect(server.entries().some((e) => e.msg === 'resources freed')).toBe(false);
  });

  it('logs an uncaught error as fatal, closes and exits with 1', async () => {
    const server = start({ MODE: 'crash' });
    expect(await server.exited).toBe(1);
    expect(server.entries().map((e) => e.msg)).toEqual(
      expect.arrayContaining(['fixture ready', 'uncaught error, closing', 'resources freed']),
    );
    expect(server.entries().find((e) => e.msg === 'uncaught error, closing')).toMatchObject({
      level: 60,
      err: { message: 'nobody caught this' },
    });
  });
});

describe('httpListener on localhost', () => {
  it('answers on every loopback address localhost resolves to, on one port, and closes them all', async () => {
    const http = await import('node:http');
    const { httpListener, loopbackAddresses } = await import('../src/run-server.js');
    const server = http.createServer((_request, response) => response.end('ok'));
    const listener = httpListener(server, { port: 0, host: 'localhost' });
    await listener.listen();
    const { port, address } = server.address() as { port: number; address: string };
    const addresses = await loopbackAddresses();
    expect(addresses).toContain(address);
    for (const host of addresses) {
      const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}/`;
      expect(await (await fetch(url)).text()).toBe('ok');
    }
    await listener.close();
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
  });
});
