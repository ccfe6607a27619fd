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
const SENSITIVE_KEYS = new Set([
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  'x-api-key',
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
]);

/**
 * OAuth's `state` and `code`, redacted at the top of a line and where a request's parameters are logged.
 * Not under every key: `err.code` (ECONNREFUSED, FST_ERR_…) is what makes an error log useful.
 */
const OAUTH_KEYS = new Set(['state', 'code']);
const PARAMETER_HOLDERS = new Set(['params', 'query', 'body', 'form']);

/** A key at the top of a line is depth 1; redaction reaches two levels below it, arrays included. */
const MAX_DEPTH = 3;

// Every key above as JSON writes it (letters, `_` and `-` only: nothing to escape). A line that names
// none of them, as the request lines, is written as it is.
const NAMES_A_REDACTED_KEY = new RegExp(`"(?:${[...SENSITIVE_KEYS, ...OAUTH_KEYS].join('|')})":`);

function isRedactedKey(key: string, parent: string | null, depth: number): boolean {
  return (
    SENSITIVE_KEYS.has(key) ||
    (OAUTH_KEYS.has(key) && (depth === 1 || (parent !== null && PARAMETER_HOLDERS.has(parent))))
  );
}

function redactIn(node: unknown, parent: string | null, depth: number): void {
  if (depth > MAX_DEPTH || node === null || typeof node !== 'object') return;
  const holder = node as Record<string, unknown>;
  for (const key of Object.keys(holder)) {
    if (isRedactedKey(key, parent, depth)) holder[key] = REDACTED;
    else redactIn(holder[key], key, depth + 1);
  }
}

/**
 * The redaction of every log line (pino's `hooks.streamWrite`): the values of the keys above become
 * `[REDACTED]`: credentials (headers included), tokens, e-mails, phones, document numbers and card data
 * anywhere up to two levels below the top of the line (array items count as a level), OAuth
 * `state`/`code` at the top and under params/query/body/form.
 * Works on the finished line, so serializers' output, child bindings and errors are all covered.
 * One regular-expression test per line; only a line that names such a key is parsed and rewritten.
 * (pino's `redact` with these keys as ~80 wildcard paths re-parsed every path for every key of every line:
 * 110–160 µs per request line with its child bindings on the 2-core bench machine, ~8% of the api's CPU
 * on the wallet read, where no request line carries any of them; now 5–7 µs.)
 */
export function redactLine(line: string): string {
  if (!NAMES_A_REDACTED_KEY.test(line)) return line;
  let entry: unknown;
  try {
    entry = JSON.parse(line);
  } catch {
    // pino writes one JSON object per line; anything else is withheld rather than checked by hand.
    return `${JSON.stringify({ level: 50, time: Date.now(), msg: `log line withheld (not JSON): ${REDACTED}` })}\n`;
  }
  redactIn(entry, null, 1);
  return `${JSON.stringify(entry)}\n`;
}

// Query keys whose values are secrets or personal data.
// `sig`: the signature of the partner's notification URL (with the body's, the key to a policy's notifications).
const SENSITIVE_QUERY_KEY = /email|token|code|state|password|secret|key|^sig$|signature/i;

export interface RedactUrlOptions {
  /**
   * Path prefixes followed by a secret segment: `['/pagar']` logs `/pagar/<token>/confirmar` as
   * `/pagar/[REDACTED]/confirmar` (the sandbox's payment links).
   */
  secretPathPrefixes?: readonly string[] | undefined;
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
 * pino options of every server: JSON lines redacted by `redactLine`, requests logged as method,
 * redacted URL, host and address. Usable as Fastify's `logger` option or with `createLogger`.
 */
export function loggerOptions({ level, name, secretPathPrefixes }: LoggerSettings): LoggerOptions {
  return {
    level,
    name,
    hooks: { streamWrite: redactLine },
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

// Batches of stdout: written when 4 KB have gathered or every 100 ms, whichever comes first.
const STDOUT_BATCH = { minLength: 4096, periodicFlushMs: 100 };
let stdout: ReturnType<typeof pino.destination> | undefined;

/**
 * The process's stdout for its loggers (one per process). A synchronous write per line cost the api
 * 6.9% of its CPU on the wallet read (a pipe write that wakes the reader, ~80 µs on the bench machine):
 * lines now gather up to 4 KB (about 12 request lines) or 100 ms and each batch is one synchronous write.
 * Never an asynchronous write: one still in flight when the process exits would be lost or overtaken.
 * What is gathered is written at exit, whatever the way out (process.exit after a fatal line, close, a
 * crash close-with-grace handles); only a kill -9 or a V8 abort loses the last 100 ms at most.
 */
export function stdoutDestination(): DestinationStream {
  if (stdout) return stdout;
  const destination = pino.destination({
    dest: 1,
    sync: true,
    minLength: STDOUT_BATCH.minLength,
    periodicFlush: STDOUT_BATCH.periodicFlushMs,
  });
  process.on('exit', () => {
    try {
      destination.flushSync();
    } catch {
      // Closed or broken stdout (EPIPE): nothing can be written any more.
    }
  });
  stdout = destination;
  return destination;
}

/** A pino logger with `loggerOptions`, writing to stdout (`stdoutDestination`) unless given a stream (tests). */
export function createLogger(settings: LoggerSettings, stream?: DestinationStream): Logger {
  return pino(loggerOptions(settings), stream ?? stdoutDestination());
}

/**
 * Fastify's `logController` for the servers: one line per request instead of Fastify's two ("incoming
 * request", then "request completed"). The line, written when the answer is sent, carries the request id,
 * the request (method, redacted URL, host, address), the status and the time in ms. Each line costs a
 * serialization and a write, so the second line was a third of the api's logging cost on the wallet read.
 * Errors and the other lines Fastify writes are unchanged.
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
