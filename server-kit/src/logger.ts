import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';

export type { Logger } from 'pino';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const REDACTED = '[REDACTED]';

/**
 * Keys whose values never reach the logs, whichever object carries them (up to two levels deep):
 * credentials and tokens, e-mail addresses, document numbers, card data, invoices.
 */
const SENSITIVE_KEYS = [
  'authorization',
  'cookie',
  'password',
  'secret',
  'apiKey',
  'token',
  'accessToken',
  'idToken',
  'refreshToken',
  'access_token',
  'id_token',
  'refresh_token',
  'email',
  'emailTo',
  'emailCC',
  'contactEmail',
  'correoElectronico',
  'numeroDeDocumentoODeRut',
  'numeroDeDocumento',
  'documentNumber',
  'phone',
  'phoneNumber',
  'celular',
  'numeroTarjeta',
  'cvv',
  'base64',
];

/**
 * OAuth's `state` and `code`, redacted where a request's parameters are logged. Not under every key:
 * `err.code` (ECONNREFUSED, FST_ERR_…) is what makes an error log useful.
 */
const OAUTH_KEYS = ['state', 'code'];
const PARAMETER_HOLDERS = ['params', 'query', 'body', 'form'];

/** The one redaction list of the four servers (pino `redact.paths`). */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers["proxy-authorization"]',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["x-api-key"]',
  ...SENSITIVE_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
  ...OAUTH_KEYS.flatMap((key) => [
    key,
    ...PARAMETER_HOLDERS.flatMap((holder) => [`${holder}.${key}`, `*.${holder}.${key}`]),
  ]),
];

// Query keys whose values are secrets or personal data.
const SENSITIVE_QUERY_KEY = /email|token|code|state|password|secret|key/i;

export interface RedactUrlOptions {
  /**
   * Path prefixes followed by a secret segment: `['/pagar']` logs `/pagar/<token>/confirmar` as
   * `/pagar/[REDACTED]/confirmar` (the sandbox's payment links).
   */
  secretPathPrefixes?: readonly string[];
}

/**
 * A URL as it may be logged: e-mail addresses in the path, the secret segment after each
 * `secretPathPrefixes`, and query values that are e-mails, tokens, OAuth codes or states are replaced.
 */
export function redactUrl(url: string, { secretPathPrefixes = [] }: RedactUrlOptions = {}): string {
  const at = url.indexOf('?');
  let pathname = redactEmails(at === -1 ? url : url.slice(0, at));
  for (const prefix of secretPathPrefixes) {
    if (!pathname.startsWith(`${prefix}/`)) continue;
    const rest = pathname.slice(prefix.length + 1);
    const slash = rest.indexOf('/');
    pathname = `${prefix}/${REDACTED}${slash === -1 ? '' : rest.slice(slash)}`;
  }
  if (at === -1) return pathname;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return redactEmails(pair);
      const key = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      return SENSITIVE_QUERY_KEY.test(key) || /@|%40/i.test(value) ? `${key}=${REDACTED}` : pair;
    })
    .join('&');
  return `${pathname}?${query}`;
}

function redactEmails(text: string): string {
  return text.replace(/[^\s/?&=]+(@|%40)[^\s/?&=]+/gi, REDACTED);
}

/** What the request serializer reads: a Fastify request or a plain node:http one. */
interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  headers?: Record<string, string | string[] | undefined>;
  socket?: { remoteAddress?: string };
}

export interface LoggerSettings extends RedactUrlOptions {
  level: LogLevel;
  /** The service (`api`, `gateway`…), as `name` on every line. */
  name: string;
}

/**
 * pino options of every server: JSON lines, the one redaction list, requests logged as method,
 * redacted URL, host and address. Usable as Fastify's `logger` option or with `createLogger`.
 */
export function loggerOptions({ level, name, secretPathPrefixes }: LoggerSettings): LoggerOptions {
  return {
    level,
    name,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      req(request: LoggedRequest) {
        const host = request.host ?? request.headers?.host;
        return {
          method: request.method,
          url: redactUrl(request.url ?? '', { secretPathPrefixes }),
          host: typeof host === 'string' ? host : undefined,
          remoteAddress: request.ip ?? request.socket?.remoteAddress,
        };
      },
      res(reply: { statusCode: number }) {
        return { statusCode: reply.statusCode };
      },
    },
  };
}

/** A pino logger with `loggerOptions`, writing to stdout unless given a stream (tests). */
export function createLogger(settings: LoggerSettings, stream?: DestinationStream): Logger {
  return stream ? pino(loggerOptions(settings), stream) : pino(loggerOptions(settings));
}

/**
 * Fastify's `logController` for the servers: one line per request instead of Fastify's two ("incoming
 * request", then "request completed"). The line, written when the answer is sent, carries the request id,
 * the request (method, redacted URL, host, address), the status and the time in ms. Each line passes
 * through the redaction list (wildcard paths, ~30 µs a line), so the second line was a third of the api's
 * logging cost on the wallet read. Errors and the other lines Fastify writes are unchanged.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    } else {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}

export function isLogLevel(value: string): value is LogLevel {
  return (LOG_LEVELS as readonly string[]).includes(value);
}
