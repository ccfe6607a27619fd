import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { cacheControlFor } from './serving';

/**
 * Streams a file of the release store with its cache policy. @fastify/static (registered with
 * `preCompressed`) picks `file.br` or `file.gz` beside it by Accept-Encoding, else the file itself, and
 * gives each its own ETag/Last-Modified/304; the answer varies by Accept-Encoding whichever it sends.
 * `perBrowser`: the file was chosen by the browser's cookies (the shell at `/`), see cacheControlFor.
 */
export function sendReleaseFile(
  reply: FastifyReply,
  found: { dir: string; file: string },
  options: { perBrowser?: boolean } = {},
) {
  reply.header('cache-control', cacheControlFor(path.posix.basename(found.file), options));
  reply.header('vary', 'accept-encoding');
  return reply.sendFile(found.file, found.dir);
}
