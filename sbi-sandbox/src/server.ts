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
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp({
      config,
      loggerInstance: logger,
      fastify: { requestTimeout: 60_000, keepAliveTimeout: 72_000 },
    });
  } catch (error) {
    logger.fatal({ err: error }, 'sbi-sandbox failed to start');
    process.exit(1);
  }

  let closing = false;
  const close = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing');
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
    app.log.info(
      { publicUrl: config.publicUrl, dataDir: config.dataDir, admin: config.adminEnabled, fault: config.fault.mode },
      'sbi-sandbox ready',
    );
  } catch (error) {
    app.log.fatal({ err: error }, 'sbi-sandbox failed to listen');
    await app.close().catch(() => {});
    process.exit(1);
  }
}

void main();
