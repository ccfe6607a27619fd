import { randomUUID } from 'node:crypto';
import type { FastifyRequest, FastifyServerOptions, RawRequestDefaultExpression } from 'fastify';
import type { LogLevel } from '../config';

const REDACTED = '[REDACTED]';

export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["proxy-authorization"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
];

/** pino options of the gateway (JSON lines, request id as `reqId`); `level` from LOG_LEVEL. */
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
    },
  };
}

/** Hides e-mail addresses in the path and query values that are e-mails, tokens or codes. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  const pathname = redactEmails(at === -1 ? url : url.slice(0, at));
  if (at === -1) return pathname;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return redactEmails(pair);
      const key = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const sensitive = /email|token|code|password|secret|state/i.test(key) || /@|%40/i.test(value);
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
 * The incoming `x-request-id` when it looks like an id (no log injection), else a new UUID.
 * Passed to Fastify as `genReqId`; the request-id plugin echoes it and the proxy forwards it.
 */
export function genReqId(request: RawRequestDefaultExpression): string {
  const incoming = request.headers['x-request-id'];
  if (typeof incoming === 'string' && REQUEST_ID.test(incoming)) return incoming;
  return randomUUID();
}
