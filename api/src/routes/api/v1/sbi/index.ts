import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger } from 'fastify';
import {
  API_BODY_LIMITS,
  EmissionBody,
  EmissionResponse,
  PartnerPolicyParams,
  PartnerPrefillResponse,
  PolicyDocumentsResponse,
  PolicyFileParams,
  PolicyFileResponse,
  SbiPackagesQuery,
  SbiProductPackagesResponse,
  SbiProductParams,
  SbiProductsResponse,
} from 'contracts';
import { errorResponses, ok } from '../../../../lib/http';
import notificationRoutes from './notifications';

const security = [{ bearerAuth: [] }];

const emissionBodyLimit = API_BODY_LIMITS['POST /api/v1/sbi/emision'];

/** /api/v1/sbi: the partner insurer (spec §7), through the api's one client (src/modules/sbi/sbi-client.ts). */
const sbiRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const context = (request: { id: string; log: FastifyBaseLogger }) => ({
    requestId: request.id,
    log: request.log,
  });

  app.get(
    '/productos',
    {
      schema: {
        tags: ['sbi'],
        summary: 'Los productos de la aseguradora (bicicleta y cuatro de hogar)',
        response: { 200: SbiProductsResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const products = await app.sbiCatalogue.listProducts(context(request));
      return reply.header('cache-control', 'public, max-age=60').send(ok(products));
    },
  );

  app.get(
    '/productos/:id',
    {
      schema: {
        tags: ['sbi'],
        summary: 'Los paquetes de un producto, cotizados para un valor declarado',
        description:
          'valorDeclarado en USD; ubicacion montevideo|interior y construccion tradicional|alternativa para hogar.',
        params: SbiProductParams,
        querystring: SbiPackagesQuery,
        response: { 200: SbiProductPackagesResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const packages = await app.sbiCatalogue.getPackages(request.params.id, request.query, context(request));
      return reply.header('cache-control', 'public, max-age=60').send(ok(packages));
    },
  );

  app.post(
    '/emision',
    {
      onRequest: [app.authenticate],
      bodyLimit: emissionBodyLimit.maxBytes,
      config: { payloadTooLargeMessage: emissionBodyLimit.message },
      schema: {
        tags: ['sbi'],
        summary: 'Emite una póliza pendiente del usuario en la aseguradora',
        description:
          'Una emisión por póliza: repetir el pedido devuelve la misma emisión. Para T (tarjeta) devuelve linkDePago; ' +
          'para L y R envía por correo las instrucciones de pago. La aseguradora avisa el pago a la URL de notificación firmada.',
        security,
        body: EmissionBody,
        response: { 200: EmissionResponse, 201: EmissionResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { result, created } = await app.emissions.emit(request.user, request.body, context(request));
      return reply.code(created ? 201 : 200).send(ok(result));
    },
  );

  app.get(
    '/poliza/:number',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['sbi'],
        summary: 'Los datos de una póliza de la aseguradora para precargar el formulario (solo si es del usuario)',
        security,
        params: PartnerPolicyParams,
        response: { 200: PartnerPrefillResponse, ...errorResponses },
      },
    },
    async (request) => ok(await app.partnerPolicies.lookup(request.user, request.params.number, context(request))),
  );

  app.get(
    '/poliza/:number/documents',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['sbi'],
        summary: 'Los documentos (certificado y factura) de una póliza del usuario',
        security,
        params: PartnerPolicyParams,
        response: { 200: PolicyDocumentsResponse, ...errorResponses },
      },
    },
    async (request) => ok(await app.partnerPolicies.documents(request.user, request.params.number, context(request))),
  );

  app.get(
    '/poliza/file/:number/name/:name',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['sbi'],
        summary: 'Un documento de una póliza del usuario, en base64',
        description: 'name es el base64url del nombre del archivo sin .pdf (con o sin relleno =).',
        security,
        params: PolicyFileParams,
        response: { 200: PolicyFileResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const file = await app.partnerPolicies.file(
        request.user,
        request.params.number,
        request.params.name,
        context(request),
      );
      return reply.header('cache-control', 'private, no-store').send(ok(file));
    },
  );

  await app.register(notificationRoutes);
};

export default sbiRoutes;
