import { lookup } from 'node:dns/promises';
import type { Server } from 'node:http';
import net from 'node:net';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadDotEnv } from './env';
import { createLogger, type LogLevel, type Logger, type LoggerSettings } from './logger';

/** A server as runServer drives it, whatever it is built with. */
export interface Listener {
  /** Starts accepting connections. */
  listen(): Promise<void>;
  /** Stops accepting, lets the requests in flight finish and frees what the server holds. */
  close(): Promise<void>;
}

export interface Address {
  port: number;
  /**
   * Interface to listen on; default every interface (node:http) or localhost (Fastify). `localhost` is every
   * loopback address it resolves to (127.0.0.1 and ::1), as Fastify does, so either way of reaching it works.
   */
  host?: string;
}

/** A Fastify app (its plugins' onClose hooks run on close). */
export function fastifyListener(app: FastifyInstance, { port, host }: Address): Listener {
  return {
    listen: async () => {
      await app.listen({ port, ...(host !== undefined && { host }) });
    },
    close: () => app.close(),
  };
}

/** The loopback addresses `localhost` resolves to (127.0.0.1 alone when it resolves to none). */
export async function loopbackAddresses(): Promise<string[]> {
  const found = await lookup('localhost', { all: true }).catch(() => []);
  const loopback = found.map((a) => a.address).filter((a) => a === '::1' || a.startsWith('127.'));
  return loopback.length > 0 ? [...new Set(loopback)] : ['127.0.0.1'];
}

function listenOn(server: net.Server, port: number, host?: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * A node:http server; `onClose` frees what its handler holds once the server has stopped. With `localhost`
 * the server listens on the first loopback address and a plain TCP server on each other one hands its
 * connections to it (one server, one set of connections to close).
 */
export function httpListener(server: Server, { port, host }: Address, onClose?: () => Promise<void>): Listener {
  const extra: net.Server[] = [];
  return {
    listen: async () => {
      const [first, ...others] = host === 'localhost' ? await loopbackAddresses() : [host];
      await listenOn(server, port, first);
      // The same port on every address (port 0 picked one on the first).
      const actual = (server.address() as net.AddressInfo).port;
      for (const address of others) {
        const forward = net.createServer((socket) => server.emit('connection', socket));
        await listenOn(forward, actual, address);
        extra.push(forward);
      }
    },
    close: async () => {
      for (const forward of extra.splice(0)) forward.close();
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Idle keep-alive sockets would hold close() until the browser drops them.
        server.closeIdleConnections();
      });
      await onClose?.();
    },
  };
}

export interface RunServerOptions<C extends { logLevel: LogLevel; warnings?: readonly string[] }> {
  /** The service (`api`), in the logs and messages. */
  name: string;
  /** Reads the configuration; a ConfigError is printed as is and the process exits with 1. */
  loadConfig: () => C;
  /** Logger settings beyond the level and name (the sandbox's secret payment paths). */
  logger?: Omit<LoggerSettings, 'level' | 'name'>;
  /** Builds the server, not yet listening. A failure is logged as fatal and the process exits with 1. */
  start: (config: C, logger: Logger) => Promise<Listener> | Listener;
  /** Fields of the `<name> ready` line logged once listening. */
  ready?: (config: C) => Record<string, unknown>;
  /** How long closing may take before the process exits anyway (open event streams). Default 10 s. */
  closeGraceMs?: number;
}

/**
 * Starts a server the same way for the four services: `.env` at the repository root when present,
 * configuration (or a readable error), JSON logs
 * (with the configuration's `warnings`), start-up, listening; then on SIGTERM, SIGINT or SIGHUP, or an
 * uncaught error, it closes gracefully (close-with-grace) and exits: 0 after a clean close, 1 after an
 * error, a failed close or when closing takes longer than `closeGraceMs`.
 */
export async function runServer<C extends { logLevel: LogLevel; warnings?: readonly string[] }>(
  options: RunServerOptions<C>,
): Promise<void> {
  const { name, closeGraceMs = 10_000 } = options;
  let config: C;
  try {
    loadDotEnv();
    config = options.loadConfig();
  } catch (error) {
    process.stderr.write(
      `${error instanceof ConfigError ? error.message : String((error as Error)?.stack ?? error)}\n`,
    );
    process.exit(1);
  }

  const logger = createLogger({ ...options.logger, level: config.logLevel, name });
  for (const warning of config.warnings ?? []) logger.warn(warning);

  let server: Listener;
  try {
    server = await options.start(config, logger);
  } catch (error) {
    logger.fatal({ err: error }, `${name} failed to start`);
    process.exit(1);
  }

  closeWithGrace(
    {
      delay: closeGraceMs,
      logger: false,
      onTimeout: () => logger.error('close took too long, exiting'),
      onSecondSignal: (signal) => logger.error({ signal }, 'second signal while closing, exiting'),
      onSecondError: (error) => logger.fatal({ err: error }, 'second error while closing, exiting'),
    },
    async ({ signal, err }) => {
      if (err) logger.fatal({ err }, 'uncaught error, closing');
      else logger.info({ signal }, 'closing');
      try {
        await server.close();
      } catch (error) {
        logger.error({ err: error }, 'error while closing');
        throw error;
      } finally {
        // stdout is written in batches (stdoutDestination); the exit handler writes the rest too.
        logger.flush();
      }
    },
  );

  try {
    await server.listen();
  } catch (error) {
    logger.fatal({ err: error }, `${name} failed to listen`);
    await server.close().catch(() => {});
    process.exit(1);
  }
  logger.info(options.ready?.(config) ?? {}, `${name} ready`);
}
