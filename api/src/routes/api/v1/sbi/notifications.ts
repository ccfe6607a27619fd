import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  API_BODY_LIMITS,
  PartnerNotificationBody,
  PartnerNotificationParams,
  PartnerNotificationQuery,
  PartnerNotificationResponse,
} from 'contracts';
import { HttpError, errorResponses, ok } from '../../../../lib/http';
import {
  DELIVERY_HEADER,
  SIGNATURE_HEADER,
  verifyNotificationUrl,
  verifyPartnerSignature,
} from '../../../../modules/sbi/notification-signature';

declare module 'fastify' {
  interface FastifyRequest {
    /** The notification's body exactly as received (its signature covers these bytes). */
    partnerRawBody?: Buffer;
  }
}

export const notificationRouteMessages = {
  unsigned: 'La notificación no tiene una firma válida.',
  missingDelivery: 'Falta el encabezado x-sbi-delivery (un UUID).',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * POST /api/v1/sbi/notificaciones/:policyId?sig=: the partner tells us it issued a policy (after payment).
 * Public (no bearer: the partner calls it), so nothing is believed before both signatures hold: the URL's
 * `sig` (we issued this URL for this policy) and `x-sbi-signature` over the raw body (the partner sent
 * this body, recently). Encapsulated: its JSON parser keeps the raw bytes, for this route only.
 */
const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { notifyUrlSecret } = app.config;
  const { webhookSecret } = app.config.sbi;

  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: API_BODY_LIMITS['POST /api/v1/sbi/notificaciones/*'].maxBytes },
    (request, body, done) => {
      request.partnerRawBody = body as Buffer;
      // Bad JSON is answered after the signatures are checked: an unsigned request learns nothing.
      parseJson(request, (body as Buffer).toString('utf8'), (error, parsed) => done(null, error ? undefined : parsed));
    },
  );

  app.post(
    '/notificaciones/:policyId',
    {
      preValidation: async (request) => {
        const { policyId } = request.params as { policyId: string };
        const { sig } = request.query as { sig?: string };
        const urlOk = verifyNotificationUrl(policyId, typeof sig === 'string' ? sig : undefined, notifyUrlSecret);
        const raw = request.partnerRawBody;
        const bodyOk =
          raw !== undefined && verifyPartnerSignature(raw, request.headers[SIGNATURE_HEADER], webhookSecret);
        if (!urlOk || !bodyOk) {
          request.log.warn(
            { urlSignature: urlOk, bodySignature: bodyOk },
            'partner notification refused: bad signature',
          );
          throw new HttpError(401, notificationRouteMessages.unsigned);
        }
      },
      schema: {
        tags: ['sbi'],
        summary: 'Aviso firmado de la aseguradora: la póliza fue emitida (uso de la aseguradora)',
        description:
          'Firma: x-sbi-signature t=<unix>,v1=<HMAC-SHA256(secreto, "<t>.<cuerpo>")> (±300 s) y el sig de la URL. ' +
          'x-sbi-delivery identifica la entrega: repetirla no cambia nada.',
        params: PartnerNotificationParams,
        querystring: PartnerNotificationQuery,
        body: PartnerNotificationBody,
        response: { 200: PartnerNotificationResponse, ...errorResponses },
      },
    },
    async (request) => {
      const delivery = request.headers[DELIVERY_HEADER];
      if (typeof delivery !== 'string' || !UUID.test(delivery))
        throw new HttpError(400, notificationRouteMessages.missingDelivery);
      const { duplicate } = await app.emissions.notify(
        request.params.policyId.toLowerCase(),
        delivery.toLowerCase(),
        request.body,
        {
          requestId: request.id,
          log: request.log,
        },
      );
      return ok({ received: true as const, duplicate });
    },
  );
};

export default notificationRoutes;
