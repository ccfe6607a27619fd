import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { FAULT_MODES } from '../config';
import { emisionResponse } from '../lib/emision';
import { notFound } from '../lib/errors';
import { Nullable, StringEnum, errorResponses } from '../schemas/common';
import { EmisionParams, EmisionResponse } from '../schemas/emisiones';

const FaultRequest = Type.Object(
  {
    mode: StringEnum([...FAULT_MODES]),
    /** How long the fault lasts; absent = until reset. */
    durationMs: Type.Optional(Type.Integer({ minimum: 1, maximum: 3_600_000 })),
    /** Delay of `slow`; default SBI_FAULT_DELAY_MS (10 s). */
    delayMs: Type.Optional(Type.Integer({ minimum: 0, maximum: 600_000 })),
    /** Only paths starting with this, e.g. /v1/emisiones. */
    pathPrefix: Type.Optional(Type.String({ pattern: '^/v1(/.*)?$', maxLength: 200 })),
  },
  { additionalProperties: false },
);
const FaultStatus = Type.Object({
  mode: StringEnum([...FAULT_MODES]),
  delayMs: Type.Integer(),
  pathPrefix: Nullable(Type.String()),
  activeUntil: Nullable(Type.String()),
});

/**
 * /__admin (only when SBI_ADMIN_ENABLED, x-api-key required): switches the simulated faults, resets the
 * state, lists emissions and sends a notification again. Test tooling, not part of the partner's API.
 */
const adminRoutes: FastifyPluginAsync = async (app) => {
  app.get('/faults', { schema: { response: { 200: FaultStatus, ...errorResponses } } }, async () =>
    app.faults.status(),
  );

  app.post<{ Body: Static<typeof FaultRequest> }>(
    '/faults',
    {
      schema: { body: FaultRequest, response: { 200: FaultStatus, ...errorResponses } },
      config: { fieldMessages: { mode: `El modo debe ser uno de: ${FAULT_MODES.join(', ')}.` } },
    },
    async (request) => {
      const status = app.faults.set(request.body);
      request.log.warn({ fault: status }, 'fault switched');
      return status;
    },
  );

  app.delete('/faults', { schema: { response: { 200: FaultStatus, ...errorResponses } } }, async (request) => {
    request.log.warn('faults reset');
    return app.faults.reset();
  });

  app.post(
    '/reset',
    { schema: { response: { 200: Type.Object({ ok: Type.Literal(true) }), ...errorResponses } } },
    async (request) => {
      app.faults.reset();
      app.store.reset();
      request.log.warn('state reset: emissions forgotten, faults off');
      return { ok: true as const };
    },
  );

  app.get(
    '/emisiones',
    { schema: { response: { 200: Type.Object({ emisiones: Type.Array(EmisionResponse) }), ...errorResponses } } },
    async () => ({
      emisiones: app.store.listEmisiones().map((e) => emisionResponse(e, app.config.publicUrl)),
    }),
  );

  app.post<{ Params: { id: string } }>(
    '/emisiones/:id/notificar',
    { schema: { params: EmisionParams, response: { 200: EmisionResponse, ...errorResponses } } },
    async (request) => {
      const emision = app.store.getEmision(request.params.id);
      if (!emision?.notificacion) throw notFound('Emisión no encontrada o todavía sin pagar.');
      await app.notifier.deliver(emision.emisionId, { force: true, requestId: request.id });
      return emisionResponse(app.store.getEmision(emision.emisionId)!, app.config.publicUrl);
    },
  );
};

export default adminRoutes;
