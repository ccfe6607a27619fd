// Starts idp-dev: validates configuration, listens, closes gracefully on SIGTERM/SIGINT.
import http from 'node:http';
import { createApp } from './app.js';
import { ConfigError, loadConfig, type IdpConfig } from './config.js';
import { createLogger } from './logger.js';

let config: IdpConfig;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    process.stderr.write(`idp-dev: ${err.message}\n`);
    process.exit(1);
  }
  throw err;
}

const logger = createLogger(config.logLevel);

async function main(cfg: IdpConfig): Promise<void> {
  const { handler } = await createApp(cfg, { logger });
  const server = http.createServer(handler);
  server.requestTimeout = 30_000;
  server.headersTimeout = 15_000;
  server.keepAliveTimeout = 5_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(cfg.port, () => resolve());
  });
  logger.info('listening', {
    port: cfg.port,
    issuer: cfg.issuer,
    clientId: cfg.clientId,
    audience: cfg.audience,
    redirectOrigins: cfg.redirectOrigins,
    dataDir: cfg.dataDir,
  });

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    logger.info('shutting down', { signal });
    const force = setTimeout(() => {
      logger.warn('forced exit after timeout');
      process.exit(1);
    }, 10_000);
    force.unref();
    server.close((err) => {
      if (err) logger.error('close failed', { err: err.message });
      process.exit(err ? 1 : 0);
    });
    server.closeIdleConnections();
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

main(config).catch((err: Error) => {
  logger.error('startup failed', { err: err.message, stack: err.stack });
  process.exit(1);
});
