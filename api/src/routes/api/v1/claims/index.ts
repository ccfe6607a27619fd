import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  CLAIM_FILE_TYPES,
  CLAIM_MAX_FILES,
  ClaimAttachmentParams,
  ClaimBody,
  ClaimListQuery,
  ClaimListResponse,
  ClaimResponse,
  UPLOAD_MAX_FILE_BYTES,
  UPLOAD_MAX_REQUEST_BYTES,
} from 'contracts';
import { errorResponses, ok } from '../../../../lib/http';
import { contentDisposition, readMultipartForm, uploadMessages } from '../../../../modules/files/uploads';

const security = [{ bearerAuth: [] }];

/** /api/v1/claims: the caller's claims. Another user's claim or file answers 404. */
const claimsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart);
  app.addHook('onRequest', app.authenticate);

  app.post(
    '',
    {
      preValidation: [
        readMultipartForm({
          fileFields: { attachments: { maxFiles: CLAIM_MAX_FILES } },
          types: CLAIM_FILE_TYPES,
          maxFiles: CLAIM_MAX_FILES,
          maxFileBytes: UPLOAD_MAX_FILE_BYTES,
          maxRequestBytes: UPLOAD_MAX_REQUEST_BYTES,
          stream: true,
        }),
      ],
      config: { payloadTooLargeMessage: uploadMessages.requestTooLarge(UPLOAD_MAX_REQUEST_BYTES) },
      schema: {
        tags: ['claims'],
        summary: 'Envía un reclamo de siniestro al equipo',
        description:
          "multipart/form-data. Sin nombre, apellido, email o celular: 400 'Completá Nombre, Apellido, Email y " +
          "Celular.'. Adjuntos (campo attachments, hasta 10) PDF, JPG, PNG o HEIC según su contenido, hasta 10 MB " +
          'cada uno y 30 MB en total (413; 415 si el contenido no es de esos tipos). Queda en estado recibido, ' +
          'vinculado a la póliza del usuario que nombre numeroPoliza o policyId, y se envía por e-mail al equipo ' +
          'con los adjuntos, en una transacción.',
        consumes: ['multipart/form-data'],
        security,
        body: ClaimBody,
        response: { 201: ClaimResponse, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await app.claims.create(request.user, request.body, request.uploads))),
  );

  app.get(
    '',
    {
      schema: {
        tags: ['claims'],
        summary: 'Los reclamos del usuario, del más nuevo al más viejo (hasta 100); policyId filtra por póliza',
        security,
        querystring: ClaimListQuery,
        response: { 200: ClaimListResponse, ...errorResponses },
      },
    },
    async (request) => ok(await app.claims.list(request.user.sub, request.query.policyId)),
  );

  app.get(
    '/:id/attachments/:attachmentId',
    {
      schema: {
        tags: ['claims'],
        summary: 'Descarga un adjunto de un reclamo del usuario',
        security,
        params: ClaimAttachmentParams,
        response: {
          // The bytes, not JSON: Fastify sends a Buffer as is, the OpenAPI document shows a binary body.
          200: Type.Unsafe<Buffer>({
            description: 'El archivo, como adjunto (Content-Disposition: attachment)',
            content: { 'application/octet-stream': { schema: Type.String({ format: 'binary' }) } },
          }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const file = await app.claims.attachment(request.user.sub, request.params.id, request.params.attachmentId);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  );
};

export default claimsRoutes;
