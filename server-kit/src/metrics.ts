import { createServer } from 'node:http';
import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { httpListener, type Address, type Listener } from './run-server';

export { Counter, Gauge, Histogram, Registry };

/** The route label of a request no route matched (404s, scans): one label whatever the URL. */
export const UNMATCHED_ROUTE = 'unmatched';

// Seconds. Fine at the low end, where the api's 10 ms p99 budget sits; SSE streams land in +Inf.
const HTTP_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus registry: services add their own metrics with `registers: [app.metrics]`. */
    metrics: Registry;
  }
}

export interface MetricsPluginOptions {
  /**
   * Serves `GET <path>` on this app. Only on a port that is not public (the api's own port, which the
   * gateway never proxies to): the gateway passes false and serves its registry on `metricsListener`.
   */
  expose?: false | { path?: string };
}

// Process metrics (CPU, memory, event loop, GC) describe the process, not an app: collected once per
// process however many apps the tests build, and appended to every app's scrape.
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** The text of one scrape: the app's metrics, then the process's. */
export async function metricsText(registry: Registry): Promise<string> {
  const [own, process] = await Promise.all([registry.metrics(), processMetrics().metrics()]);
  return `${own}\n${process}`;
}

export const METRICS_CONTENT_TYPE = Registry.PROMETHEUS_CONTENT_TYPE;

/**
 * A registry per app (tests build many apps in one process) decorated as `app.metrics`, and
 * `http_request_duration_seconds{method, route, status_code}` observed once per answer. `route` is the
 * route's pattern (`/api/v1/policy/:id`), never the URL, so ids and scans cannot multiply the series.
 */
export const metricsPlugin = fp<MetricsPluginOptions>(
  async (app, opts) => {
    const registry = new Registry();
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from receiving a request to sending its answer, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: HTTP_BUCKETS,
      registers: [registry],
    });
    app.decorate('metrics', registry);

    app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      duration.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? UNMATCHED_ROUTE,
          status_code: reply.statusCode,
        },
        reply.elapsedTime / 1000,
      );
      done();
    });

    if (opts.expose !== false) {
      // `hide` keeps it out of @fastify/swagger's document where that plugin is registered.
      const schema = { hide: true } as FastifySchema;
      app.get(opts.expose?.path ?? '/metrics', { schema }, async (_request, reply) => {
        const text = await metricsText(registry);
        return reply.type(METRICS_CONTENT_TYPE).header('cache-control', 'no-store').send(text);
      });
    }
  },
  { name: 'metrics' },
);

/**
 * A small server that answers only `GET /metrics` with `registry`'s scrape, for a service whose main
 * port is public (the gateway). Bind it to a private interface.
 */
export function metricsListener(
  registry: Registry,
  address: Address,
  onError?: (error: unknown) => void,
): Listener & { port(): number | null } {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found\n');
      return;
    }
    metricsText(registry).then(
      (text) => {
        response
          .writeHead(200, { 'content-type': METRICS_CONTENT_TYPE, 'cache-control': 'no-store' })
          .end(request.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        onError?.(error);
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Error\n');
      },
    );
  });
  const listener = httpListener(server, address);
  return {
    ...listener,
    port: () => {
      const bound = server.address();
      return bound && typeof bound === 'object' ? bound.port : null;
    },
  };
}
