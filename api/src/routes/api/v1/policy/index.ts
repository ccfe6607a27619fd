import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DeletedPolicyResponse,
  ManualPolicyBody,
  PolicyCompanyParams,
  PolicyIdParams,
  PolicyListResponse,
  PolicyResponse,
} from 'contracts';
import { errorResponses, ok } from '../../../../lib/http';

const security = [{ bearerAuth: [] }];

/** /api/v1/policy: the caller's policies. Another user's policy answers 404, whatever the verb. */
const policyRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
        security,
        body: ManualPolicyBody,
        response: { 201: PolicyResponse, ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(ok(await app.policies.createExternal(request.user, request.body))),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags: ['policy'],
        summary: 'Actualiza una póliza cargada a mano',
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
