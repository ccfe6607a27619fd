import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { cacheControlFor } from './releases';

/** Streams a file of the release store with its cache policy (ETag/Last-Modified/304 from @fastify/static). */
export function sendReleaseFile(reply: FastifyReply, found: { dir: string; file: string }) {
  reply.header('cache-control', cacheControlFor(path.posix.basename(found.file)));
  return reply.sendFile(found.file, found.dir);
}
