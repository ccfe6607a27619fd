// The floor the wallet read is compared with, run as its own process like the api and the gateway:
//   node bench/bare-server.mjs <body.json>               a bare Fastify route answering that JSON from memory
//   node bench/bare-server.mjs --proxy <upstream url>    a bare @fastify/http-proxy (the gateway's undici
//                                                        settings) in front of it: the cost of one proxy hop
// No logger, hooks or schemas. Listens on a free port of localhost and sends `{ port }` to its parent (IPC).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';

const PATH = '/api/v1/user/policy';
const args = process.argv.slice(2);
const app = Fastify();

if (args[0] === '--proxy') {
  // The gateway's proxy plugin, from the gateway's dependencies.
  const gateway = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../gateway/package.json');
  const proxy = createRequire(gateway)('@fastify/http-proxy');
  await app.register(proxy, {
    upstream: args[1],
    prefix: '/api/v1',
    rewritePrefix: '/api/v1',
    undici: { connections: 128, pipelining: 1 },
  });
} else {
  const body = JSON.parse(fs.readFileSync(args[0], 'utf8'));
  app.get(PATH, async () => body);
}

await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ port: app.server.address().port });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
