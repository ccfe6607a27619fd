import type { FastifyPluginAsync } from 'fastify';
import { checkEmision, emisionResponse } from '../lib/emision';
import { conflict, notFound } from '../lib/errors';
import { markPaid } from '../lib/pagos';
import { errorResponses } from '../schemas/common';
import { EMISION_FIELD_MESSAGES, EmisionParams, EmisionRequest, EmisionResponse } from '../schemas/emisiones';

// Up to three invoice files of 5 MB each, base64-encoded (4/3), plus the rest of the request.
const EMISSION_BODY_LIMIT = 22 * 1024 * 1024;

/** /v1/emisiones: emission requests (idempotent by `referencia`), their state, and payment received for L/R. */
const emisionesRoutes: FastifyPluginAsync = async (app) => {
  const view = (e: Parameters<typeof emisionResponse>[0]) => emisionResponse(e, app.config.publicUrl);
  const find = (id: string) => {
    const emision = app.store.getEmision(id);
    if (!emision) throw notFound('Emisión no encontrada.');
    return emision;
  };

  app.post<{ Body: EmisionRequest }>(
    '',
    {
      bodyLimit: EMISSION_BODY_LIMIT,
      schema: { body: EmisionRequest, response: { 200: EmisionResponse, 201: EmisionResponse, ...errorResponses } },
      config: { fieldMessages: EMISION_FIELD_MESSAGES },
    },
    async (request, reply) => {
      const checked = checkEmision(request.body, app.catalog);
      const existing = app.store.findEmisionByReferencia(checked.request.referencia);
      if (existing) {
        if (existing.huella !== checked.huella) {
          throw conflict(
            `Ya existe una emisión con la referencia ${checked.request.referencia} y otros datos. Repetí exactamente la misma solicitud o usá otra referencia.`,
          );
        }
        // A retry may carry a freshly signed notification URL: later notifications use the latest one.
        const url = checked.request.urlNotificacionNumeroDePoliza;
        const emision =
          existing.urlNotificacionNumeroDePoliza === url
            ? existing
            : app.store.update(existing.emisionId, (e) => {
                e.urlNotificacionNumeroDePoliza = url;
              });
        request.log.info({ emisionId: emision.emisionId }, 'emission repeated: same answer');
        return reply.code(200).header('x-idempotent-replay', 'true').send(view(emision));
      }
      const emision = app.store.insert(checked.build());
      request.log.info(
        { emisionId: emision.emisionId, formaDePago: emision.formaDePago, productoId: emision.producto.id },
        'emission recorded',
      );
      return reply.code(201).send(view(emision));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/:id',
    {
      schema: { params: EmisionParams, response: { 200: EmisionResponse, ...errorResponses } },
      config: { fieldMessages: { id: 'El id de la emisión debe ser un UUID.' } },
    },
    async (request) => view(find(request.params.id)),
  );

  app.post<{ Params: { id: string } }>(
    '/:id/pago-recibido',
    {
      schema: { params: EmisionParams, response: { 200: EmisionResponse, ...errorResponses } },
      config: { fieldMessages: { id: 'El id de la emisión debe ser un UUID.' } },
    },
    async (request) => {
      const current = find(request.params.id);
      if (current.formaDePago === 'T') {
        throw conflict('Esta emisión se paga con tarjeta en su link de pago (linkDePago).');
      }
      const { emision, changed } = markPaid(app.store, current.emisionId, 'pago-recibido');
      if (changed) {
        request.log.info(
          { emisionId: emision.emisionId, numeroPoliza: emision.poliza?.numeroPoliza },
          'payment received, policy issued',
        );
        await app.notifier.deliver(emision.emisionId, { requestId: request.id });
      }
      return view(app.store.getEmision(emision.emisionId)!);
    },
  );
};

export default emisionesRoutes;
