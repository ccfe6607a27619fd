import { randomUUID } from 'node:crypto';
import type { FastifyRequest, FastifyServerOptions, RawRequestDefaultExpression } from 'fastify';
import type { LogLevel } from '../config';

const REDACTED = '[REDACTED]';

// Tokens, cookies and e-mail addresses never reach the logs, whichever object carries them.
const SENSITIVE_KEYS = ['email', 'token', 'accessToken', 'idToken', 'refreshToken', 'password', 'authorization'];
export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SENSITIVE_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

/** pino options of the api (JSON lines); `level` from LOG_LEVEL. */
export function loggerOptions(level: LogLevel): NonNullable<Exclude<FastifyServerOptions['logger'], boolean>> {
  return {
    level,
    redact: { paths: redactPaths, censor: REDACTED },
    serializers: {
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
        };
      },
      res(reply: { statusCode: number }) {
        return { statusCode: reply.statusCode };
      },
    },
  };
}

/** Hides query values that are e-mails, tokens or codes: `/user/exists?email=a@b.com` is logged without the address. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  const pathname = redactEmails(at === -1 ? url : url.slice(0, at));
  if (at === -1) return pathname;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return pair;
      const key = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const sensitive = /email|token|code|password|secret/i.test(key) || /@|%40/i.test(value);
      return sensitive ? `${key}=${REDACTED}` : pair;
    })
    .join('&');
  return `${pathname}?${query}`;
}

function redactEmails(text: string): string {
  return text.replace(/[^\s/?&=]+(@|%40)[^\s/?&=]+/gi, REDACTED);
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * Request id: the gateway's `x-request-id` when it looks like an id (no log injection), else a new UUID.
 * Passed to Fastify as `genReqId`; the api echoes it in the response header of the same name.
 */
export function genReqId(request: RawRequestDefaultExpression): string {
  const incoming = request.headers['x-request-id'];
  if (typeof incoming === 'string' && REQUEST_ID.test(incoming)) return incoming;
  return randomUUID();
}
