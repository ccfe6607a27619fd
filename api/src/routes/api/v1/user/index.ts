import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AttachPoliciesBody,
  PolicyFromQuoteBody,
  PolicyListResponse,
  PolicyResponse,
  ProfileBody,
  ProfileResponse,
  UserExistsQuery,
  UserExistsResponse,
  UserSyncBody,
  UserSyncResponse,
} from 'contracts';
import { errorResponses, forbidden, ok } from '../../../../lib/http';

const security = [{ bearerAuth: [] }];

/** /api/v1/user */
const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/sync',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['user'],
        summary: 'Crea o actualiza el usuario autenticado a partir de su token',
        security,
        body: UserSyncBody,
        response: { 200: UserSyncResponse, ...errorResponses },
      },
    },
    async (request) => ok(await app.usersRepository.syncFromIdentity(request.user)),
  );

  // Answered without a session it told anyone which e-mails have an account. Now only about the caller's own
  // e-mail (whether the account is registered here yet); any other e-mail is 403, registered or not.
  app.get(
    '/exists',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['user'],
        summary: 'Indica si el usuario autenticado ya está registrado (solo con su propio e-mail)',
        security,
        querystring: UserExistsQuery,
        response: { 200: UserExistsResponse, ...errorResponses },
      },
    },
    async (request) => {
      const own = request.user.email?.toLowerCase();
      if (!own || request.query.email.toLowerCase() !== own) throw forbidden();
      return ok({ exists: await app.usersRepository.existsByEmail(request.query.email) });
    },
  );

  app.get(
    '/profile',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['user'],
        summary: "El perfil del usuario ('Mi Perfil'): nombre y e-mail de la sesión, teléfono y documento",
        security,
        response: { 200: ProfileResponse, ...errorResponses },
      },
    },
    async (request) => ok(await app.profile.get(request.user)),
  );

  app.put(
    '/profile',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['user'],
        summary: 'Guarda el teléfono y el documento que el usuario elige conservar',
        description:
          'Reemplaza teléfono y documento (vacío o ausente los borra). Teléfono uruguayo: celular 09X XXX XXX ' +
          'o fijo de 8 dígitos (2XXX XXXX, 4XXX XXXX), también con +598. CI de 7 u 8 dígitos y RUT de 12, con ' +
          'dígito verificador. Se guardan solo los dígitos. Nombre y e-mail vienen de la sesión y no cambian ' +
          'aquí. Un 400 nombra el campo (meta.field).',
        security,
        body: ProfileBody,
        response: { 200: ProfileResponse, ...errorResponses },
      },
    },
    async (request) => ok(await app.profile.update(request.user, request.body)),
  );

  app.get(
    '/policy',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['user'],
        summary: 'Las pólizas de la wallet del usuario, de la más nueva a la más vieja (hasta 200)',
        security,
        response: { 200: PolicyListResponse, ...errorResponses },
      },
    },
    async (request) => ok(await app.policies.listWallet(request.user.sub)),
  );

  app.post(
    '/policy',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['user'],
        summary: 'Agrega pólizas propias a la wallet (se suman a las que ya están, sin duplicados)',
        description: 'Una póliza inexistente o de otra persona responde 404 y no se agrega ninguna.',
        security,
        body: AttachPoliciesBody,
        response: { 200: PolicyListResponse, ...errorResponses },
      },
    },
    async (request) => ok(await app.policies.attach(request.user, request.body)),
  );

  app.post(
    '/policy-from-quote',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['user'],
        summary: 'Crea la póliza (pendiente de pago) a partir de una cotización',
        description:
          'Idempotente: la misma cotización da siempre la misma póliza. Reclama la cotización de un visitante.',
        security,
        body: PolicyFromQuoteBody,
        response: { 200: PolicyResponse, ...errorResponses },
      },
    },
    async (request) => ok(await app.policies.createFromQuote(request.user, request.body.quoteId)),
  );
};

export default userRoutes;
