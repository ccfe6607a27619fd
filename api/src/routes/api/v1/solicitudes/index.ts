import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  INSURANCE_REQUEST_FILE_FIELDS,
  INSURANCE_REQUEST_FILE_TYPES,
  INSURANCE_REQUEST_MAX_FILES,
  InsuranceRequestBody,
  InsuranceRequestResponse,
  UPLOAD_MAX_FILE_BYTES,
  UPLOAD_MAX_REQUEST_BYTES,
} from 'contracts';
import { errorResponses, ok } from '../../../../lib/http';
import { optionalUser } from '../../../../plugins/auth';
import { readMultipartForm, uploadMessages } from '../../../../modules/files/uploads';

const optionalSecurity: Array<Record<string, string[]>> = [{}, { bearerAuth: [] }];

/** /api/v1/solicitudes: the request form for other insurances. A visitor may send it; a signed-in sender is linked. */
const insuranceRequestsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart);

  app.post(
    '',
    {
      onRequest: [app.authenticateOptional],
      preValidation: [
        readMultipartForm({
          fileFields: INSURANCE_REQUEST_FILE_FIELDS,
          types: INSURANCE_REQUEST_FILE_TYPES,
          maxFiles: INSURANCE_REQUEST_MAX_FILES,
          maxFileBytes: UPLOAD_MAX_FILE_BYTES,
          maxRequestBytes: UPLOAD_MAX_REQUEST_BYTES,
          stream: true,
        }),
      ],
      config: { payloadTooLargeMessage: uploadMessages.requestTooLarge(UPLOAD_MAX_REQUEST_BYTES) },
      schema: {
        tags: ['solicitudes'],
        summary: 'Envía una solicitud de seguro (auto, garantía, SOA, movilidad, accidentes) al equipo',
        description:
          'multipart/form-data. Archivos PDF, JPG o PNG (según su contenido) de hasta 10 MB, 30 MB en total, ' +
          'hasta 10 archivos. Se guarda con sus archivos y se envía por e-mail al equipo (asunto ' +
          "'Solicitud · <producto>') y como contacto a la planilla, todo en una transacción. Con token, " +
          'queda vinculada al usuario; sin email en el formulario se usa el de la cuenta. ' +
          '413 si un archivo o el total es demasiado grande o hay demasiados archivos; 415 si un archivo no es ' +
          'PDF, JPG o PNG por su contenido.',
        consumes: ['multipart/form-data'],
        security: optionalSecurity,
        body: InsuranceRequestBody,
        response: { 201: InsuranceRequestResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await app.insuranceRequests.create(optionalUser(request), request.body, request.uploads);
      return reply.code(201).send(ok(created));
    },
  );
};

export default insuranceRequestsRoutes;
