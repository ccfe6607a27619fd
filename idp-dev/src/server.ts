// Starts idp-dev: validates configuration, listens, closes gracefully on SIGTERM/SIGINT (server-kit).
import http from 'node:http';
import { httpListener, runServer } from 'server-kit';
import { createApp } from './app.js';
import { loadConfig } from './config.js';

void runServer({
  name: 'idp-dev',
  loadConfig: () => loadConfig(process.env),
  start: async (config, logger) => {
    const { handler } = await createApp(config, { logger });
    const server = http.createServer(handler);
    server.requestTimeout = 30_000;
    server.headersTimeout = 15_000;
    server.keepAliveTimeout = 5_000;
    return httpListener(server, { port: config.port, host: config.host });
  },
  ready: (config) => ({
    host: config.host,
    port: config.port,
    issuer: config.issuer,
    clientId: config.clientId,
    audience: config.audience,
    redirectOrigins: config.redirectOrigins,
    dataDir: config.dataDir,
  }),
});
