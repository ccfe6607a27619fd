import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DeletedPolicyResponse,
  ExternalPolicyDocumentParams,
  ExternalPolicyDocumentsResponse,
  ManualPolicyBody,
  POLICY_IMPORT_FILE_FIELD,
  POLICY_IMPORT_MAX_BYTES,
  PolicyCompanyParams,
  PolicyFileResponse,
  PolicyIdParams,
  PolicyImportBody,
  PolicyImportResponse,
  PolicyListResponse,
  PolicyResponse,
} from 'contracts';
import { errorResponses, ok } from '../../../../lib/http';
import { readMultipartForm, uploadMessages } from '../../../../modules/files/uploads';

const security = [{ bearerAuth: [] }];

/** /api/v1/policy: the caller's policies. Another user's policy answers 404, whatever the verb. */
const policyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart);
  app.addHook('onRequest', app.authenticate);

  app.get(
    '',
    {
      schema: {
        tags: ['policy'],
        summary: 'Las pólizas del usuario, de la más nueva a la más vieja (hasta 200)',
        security,
        response: { 200: PolicyListResponse, ...errorResponses },
      },
    },
    async (request) => ok(await app.policies.listOwned(request.user.sub)),
  );

  app.get(
    '/company/:companyId',
    {
      schema: {
        tags: ['policy'],
        summary: 'Las pólizas del usuario en una aseguradora',
        security,
        params: PolicyCompanyParams,
        response: { 200: PolicyListResponse, ...errorResponses },
      },
    },
    async (request) => ok(await app.policies.listOwned(request.user.sub, request.params.companyId)),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['policy'],
        summary: 'Una póliza del usuario',
        security,
        params: PolicyIdParams,
        response: { 200: PolicyResponse, ...errorResponses },
      },
    },
    async (request) => ok(await app.policies.get(request.user.sub, request.params.id)),
  );

  app.post(
    '/external',
    {
      schema: {
        tags: ['policy'],
        summary: 'Carga una póliza contratada por fuera (externo) y la agrega a la wallet',
        description:
          "Con status 'activa' exige vigenciaDesde, vigenciaHasta, producto y plan (y numeroPoliza si la " +
          "aseguradora es sbi); 'Faltan completar datos' solo categoría y aseguradora. benefits son las " +
          'coberturas (nombre y suma asegurada en USD). documentFileId adjunta la póliza en PDF cargada con ' +
          'POST /policy/import-pdf por el mismo usuario (404 si no). Un 400 nombra el campo (meta.field).',
        security,
        body: ManualPolicyBody,
        response: { 201: PolicyResponse, ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(ok(await app.policies.createExternal(request.user, request.body))),
  );

  app.post(
    '/import-pdf',
    {
      preValidation: [
        readMultipartForm({
          fileFields: { [POLICY_IMPORT_FILE_FIELD]: { maxFiles: 1 } },
          types: ['pdf'],
          maxFiles: 1,
          maxFileBytes: POLICY_IMPORT_MAX_BYTES,
          maxRequestBytes: POLICY_IMPORT_MAX_BYTES,
        }),
      ],
      config: { payloadTooLargeMessage: uploadMessages.requestTooLarge(POLICY_IMPORT_MAX_BYTES) },
      schema: {
        tags: ['policy'],
        summary: "Lee una póliza en PDF y propone los datos del formulario ('Cargar póliza en PDF')",
        description:
          'multipart/form-data con un PDF en el campo file (por su contenido, hasta 10 MB: 413 si es más ' +
          'grande, 415 si no es un PDF, 422 si no se puede leer; en esos casos no se guarda nada). Responde ' +
          'fileId, los datos reconocidos (prefill) y sus nombres (recognised). El PDF queda pendiente, solo ' +
          'para quien lo cargó, hasta que guarde la póliza con documentFileId = fileId; a las 48 horas sin ' +
          'guardarse se borra.',
        consumes: ['multipart/form-data'],
        security,
        body: PolicyImportBody,
        response: { 201: PolicyImportResponse, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await app.policyImport.importPdf(request.user, request.uploads[0]!))),
  );

  app.get(
    '/:id/documents',
    {
      schema: {
        tags: ['policy'],
        summary: 'Los documentos que el producto guarda de una póliza del usuario (la póliza en PDF cargada)',
        security,
        params: PolicyIdParams,
        response: { 200: ExternalPolicyDocumentsResponse, ...errorResponses },
      },
    },
    async (request) => ok(await app.policies.listDocuments(request.user.sub, request.params.id)),
  );

  app.get(
    '/:id/documents/:fileId',
    {
      schema: {
        tags: ['policy'],
        summary: 'Un documento de una póliza del usuario, como los de la aseguradora: { dataBase64, mime, fileName }',
        security,
        params: ExternalPolicyDocumentParams,
        response: { 200: PolicyFileResponse, ...errorResponses },
      },
    },
    async (request) => ok(await app.policies.readDocument(request.user.sub, request.params.id, request.params.fileId)),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags: ['policy'],
        summary: 'Actualiza una póliza cargada a mano',
        description:
          'Mismas reglas que POST /policy/external. Sin benefits conserva las coberturas; [] las borra. ' +
          'Otra persona: 404; una póliza comprada en el producto: 409.',
        security,
        params: PolicyIdParams,
        body: ManualPolicyBody,
        response: { 200: PolicyResponse, ...errorResponses },
      },
    },
    async (request) => ok(await app.policies.updateExternal(request.user, request.params.id, request.body)),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['policy'],
        summary: 'Borra una póliza de la cuenta del usuario',
        security,
        params: PolicyIdParams,
        response: { 200: DeletedPolicyResponse, ...errorResponses },
      },
    },
    async (request) => {
      await app.policies.remove(request.user.sub, request.params.id);
      return ok({ _id: request.params.id.toLowerCase(), deleted: true as const });
    },
  );
};

export default policyRoutes;
