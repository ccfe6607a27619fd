import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { removeTempDirs, tempDir } from './helpers.js';

/*
 * The development provider signs anyone in as a demo user with a published password: it listens on the
 * loopback addresses only unless IDP_HOST says otherwise (it listened on every interface).
 */
const packageDir = path.resolve(__dirname, '..');

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function connects(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 2000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

async function waitUntilConnects(host: string, port: number, child: ChildProcess, output: () => string) {
  for (const started = Date.now(); Date.now() - started < 30_000;) {
    if (child.exitCode !== null) throw new Error(`idp-dev exited: ${output()}`);
    if (await connects(host, port)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`idp-dev did not listen on ${host}:${port}: ${output()}`);
}

const externalIpv4 = Object.values(os.networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

afterAll(removeTempDirs);

(externalIpv4 ? it : it.skip)(
  'listens on loopback only by default, and where IDP_HOST says',
  async () => {
    for (const [env, reachable] of [
      [{}, false],
      [{ IDP_HOST: '0.0.0.0' }, true],
    ] as const) {
      const port = await freePort();
      let output = '';
      const child = spawn(path.join(packageDir, 'node_modules', '.bin', 'tsx'), ['src/server.ts'], {
        cwd: packageDir,
        env: { PATH: process.env.PATH, IDP_PORT: String(port), IDP_DATA_DIR: await tempDir(), ...env },
      });
      child.stdout!.on('data', (chunk: Buffer) => (output += String(chunk)));
      child.stderr!.on('data', (chunk: Buffer) => (output += String(chunk)));
      try {
        await waitUntilConnects('127.0.0.1', port, child, () => output);
        expect({ env, external: await connects(externalIpv4!, port) }).toEqual({ env, external: reachable });
      } finally {
        child.kill('SIGTERM');
        await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
      }
    }
  },
  90_000,
);
