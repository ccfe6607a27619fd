import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { loggerOptions } from './lib/logger';

const CLOSE_GRACE_MS = 10_000;

async function main() {
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const logger = pino(loggerOptions(config.logLevel));
  for (const warning of config.warnings) logger.warn(warning);

  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp(config, {
      loggerInstance: logger,
      fastify: {
        // Time to receive a whole request (uploads included); answers (event streams) are not limited by it.
        requestTimeout: 120_000,
        // Longer than the usual load-balancer idle timeout (60 s), so the balancer closes idle sockets first.
        keepAliveTimeout: 65_000,
      },
    });
  } catch (error) {
    logger.fatal({ err: error }, 'gateway failed to start');
    process.exit(1);
  }

  let closing = false;
  const close = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing');
    // Open event streams would keep close() waiting forever.
    setTimeout(() => {
      app.log.error('close took too long, exiting');
      process.exit(1);
    }, CLOSE_GRACE_MS).unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while closing');
      process.exit(1);
    }
  };
  process.on('SIGTERM', close);
  process.on('SIGINT', close);

  try {
    await app.listen({ port: config.port, host: config.host });
    app.log.info({ releasesDir: config.releasesDir, api: config.apiUrl }, 'gateway ready');
  } catch (error) {
    app.log.fatal({ err: error }, 'gateway failed to listen');
    await app.close().catch(() => {});
    process.exit(1);
  }
}

void main();
