import { randomUUID } from 'node:crypto';
import type { FastifyRequest, FastifyServerOptions, RawRequestDefaultExpression } from 'fastify';
import type { LogLevel } from '../config';

const REDACTED = '[REDACTED]';

// Keys, tokens, e-mails and document numbers never reach the logs, whichever object carries them.
const SENSITIVE_KEYS = [
  'email',
  'correoElectronico',
  'numeroDeDocumentoODeRut',
  'numeroDeDocumento',
  'token',
  'base64',
  'numeroTarjeta',
  'cvv',
];
export const redactPaths = [
  'req.headers["x-api-key"]',
  'req.headers.authorization',
  'req.headers.cookie',
  ...SENSITIVE_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

/** pino options of the sandbox (JSON lines); `level` from LOG_LEVEL. */
export function loggerOptions(level: LogLevel): NonNullable<Exclude<FastifyServerOptions['logger'], boolean>> {
  return {
    level,
    name: 'sbi-sandbox',
    redact: { paths: redactPaths, censor: REDACTED },
    serializers: {
      req(request: FastifyRequest) {
        return { method: request.method, url: redactUrl(request.url), host: request.host, remoteAddress: request.ip };
      },
      res(reply: { statusCode: number }) {
        return { statusCode: reply.statusCode };
      },
    },
  };
}

/** Hides the payment token of /pagar/<token>, policy and document numbers stay (they are not secrets here), query values with e-mails. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  let pathname = at === -1 ? url : url.slice(0, at);
  pathname = pathname.replace(/^\/pagar\/[^/]+/, `/pagar/${REDACTED}`);
  if (at === -1) return pathname;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return pair;
      const key = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      return /email|token|secret|key/i.test(key) || /@|%40/i.test(value) ? `${key}=${REDACTED}` : pair;
    })
    .join('&');
  return `${pathname}?${query}`;
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** The caller's `x-request-id` when it looks like an id (no log injection), else a new UUID. */
export function genReqId(request: RawRequestDefaultExpression): string {
  const incoming = request.headers['x-request-id'];
  if (typeof incoming === 'string' && REQUEST_ID.test(incoming)) return incoming;
  return randomUUID();
}
