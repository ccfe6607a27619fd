// The HTTP app: oidc-provider (a Koa app) plus our own routes mounted behind its router:
//   GET  /healthz                      → {"status":"ok"}
//   GET  /interaction/:uid             → login page, the sign-up page with screen_hint=signup (or silent auto-consent)
//   GET  /interaction/:uid/login       → login page
//   POST /interaction/:uid/login       → check credentials, resume the authorization
//   GET  /interaction/:uid/signup      → sign-up page
//   POST /interaction/:uid/signup      → store a new account, resume the authorization signed in
//   GET  /v2/logout?client_id&returnTo → Auth0's logout: end the session, redirect to returnTo
import type { IncomingMessage, ServerResponse } from 'node:http';
import { StringDecoder } from 'node:string_decoder';
import type Provider from 'oidc-provider';
import { errors } from 'oidc-provider';
import { REQUEST_ID_HEADER, createLogger, genReqId, newNonce, type Logger } from 'server-kit';
import type { IdpConfig } from './config.js';
import type { ProviderKeys } from './keys.js';
import { COOKIE_OPTIONS, createProvider, isAllowedAppUri } from './provider.js';
import { createUserDirectory, SIGNUP_ERRORS, type SignupError } from './users.js';
import { errorMessage, loginPage, messagePage, pageCsp, signupPage } from './views.js';

type KoaContext = Parameters<Parameters<Provider['use']>[0]>[0];

export interface IdpApp {
  provider: Provider;
  /** node:http request listener. */
  handler: (req: IncomingMessage, res: ServerResponse) => void;
}

export interface CreateAppOptions {
  logger?: Logger;
  keys?: ProviderKeys;
}

const MAX_FORM_BYTES = 16 * 1024;

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(code);
  }
}

async function readForm(ctx: KoaContext): Promise<URLSearchParams> {
  if (!ctx.is('application/x-www-form-urlencoded')) throw new HttpError(415, 'invalid_request');
  const decoder = new StringDecoder('utf8');
  let body = '';
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) throw new HttpError(413, 'invalid_request');
    body += decoder.write(chunk);
  }
  body += decoder.end();
  return new URLSearchParams(body);
}

function sendPage(ctx: KoaContext, status: number, html: string, csp: string): void {
  ctx.status = status;
  ctx.set('Content-Security-Policy', csp);
  ctx.set('Cache-Control', 'no-store');
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('X-Frame-Options', 'DENY');
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.type = 'html';
  ctx.body = html;
}

function sendMessage(ctx: KoaContext, status: number, title: string, message: string): void {
  const nonce = newNonce();
  sendPage(ctx, status, messagePage(nonce, title, message), pageCsp(nonce));
}

export async function createApp(config: IdpConfig, options: CreateAppOptions = {}): Promise<IdpApp> {
  const logger = options.logger ?? createLogger({ level: config.logLevel, name: 'idp-dev' });
  const users = await createUserDirectory(config.dataDir);
  const provider = await createProvider(config, { logger, keys: options.keys, users });

  const interactionPath = (uid: string) => `/interaction/${encodeURIComponent(uid)}`;
  const renderLogin = (ctx: KoaContext, uid: string, status: number, email = '', error = false) => {
    const nonce = newNonce();
    sendPage(
      ctx,
      status,
      loginPage({
        nonce,
        action: `${interactionPath(uid)}/login`,
        email,
        error,
        signupHref: `${interactionPath(uid)}/signup`,
      }),
      pageCsp(nonce, config.redirectOrigins),
    );
  };

  const SIGNUP_FIELD: Record<SignupError, 'name' | 'email' | 'password'> = {
    name: 'name',
    email: 'email',
    password: 'password',
    taken: 'email',
  };
  const renderSignup = (
    ctx: KoaContext,
    uid: string,
    status: number,
    values: { name?: string; email?: string } = {},
    error?: SignupError,
  ) => {
    const nonce = newNonce();
    sendPage(
      ctx,
      status,
      signupPage({
        nonce,
        action: `${interactionPath(uid)}/signup`,
        loginHref: `${interactionPath(uid)}/login`,
        ...values,
        ...(error && { error: { field: SIGNUP_FIELD[error], message: SIGNUP_ERRORS[error] } }),
      }),
      pageCsp(nonce, config.redirectOrigins),
    );
  };

  async function interactionFor(ctx: KoaContext, uid: string) {
    const interaction = await provider.interactionDetails(ctx.req, ctx.res);
    if (interaction.uid !== uid) throw new errors.SessionNotFound('interaction mismatch');
    return interaction;
  }

  async function showInteraction(ctx: KoaContext, uid: string): Promise<void> {
    const interaction = await interactionFor(ctx, uid);
    const { prompt, params } = interaction;

    if (prompt.name === 'login') {
      const hint = typeof params.login_hint === 'string' ? params.login_hint : '';
      if (params.screen_hint === 'signup') renderSignup(ctx, uid, 200, { email: hint });
      else renderLogin(ctx, uid, 200, hint);
      return;
    }

    // Consent (only when explicitly requested with prompt=consent): the one client is first party,
    // so approve whatever is missing without showing anything.
    const accountId = interaction.session?.accountId;
    const clientId = typeof params.client_id === 'string' ? params.client_id : undefined;
    if (prompt.name !== 'consent' || !accountId || clientId !== config.clientId) {
      throw new HttpError(400, 'invalid_request');
    }
    const details = prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    const grant =
      (interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined) ??
      new provider.Grant({ accountId, clientId });
    if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope);
    if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes);
    }
    const grantId = await grant.save();
    const returnTo = await provider.interactionResult(ctx.req, ctx.res, { consent: { grantId } });
    ctx.status = 303;
    ctx.redirect(returnTo);
  }

  async function submitLogin(ctx: KoaContext, uid: string): Promise<void> {
    const interaction = await interactionFor(ctx, uid);
    const form = await readForm(ctx);
    const email = (form.get('email') ?? '').trim().slice(0, 320);
    const password = (form.get('password') ?? '').slice(0, 1024);

    if (interaction.prompt.name !== 'login') throw new HttpError(400, 'invalid_request');

    const user = email && password ? await users.authenticate(email, password) : undefined;
    if (!user) {
      logger.info({ interaction: uid }, 'login.failed');
      renderLogin(ctx, uid, 401, email, true);
      return;
    }

    logger.info({ interaction: uid, sub: user.sub }, 'login.success');
    const returnTo = await provider.interactionResult(
      ctx.req,
      ctx.res,
      { login: { accountId: user.sub, amr: ['pwd'] } },
      { mergeWithLastSubmission: false },
    );
    ctx.status = 303;
    ctx.redirect(returnTo);
  }

  /** The login or sign-up screen asked for by its own path (the links between the two). */
  async function showScreen(ctx: KoaContext, uid: string, screen: 'login' | 'signup'): Promise<void> {
    const interaction = await interactionFor(ctx, uid);
    if (interaction.prompt.name !== 'login') throw new HttpError(400, 'invalid_request');
    if (screen === 'signup') renderSignup(ctx, uid, 200);
    else renderLogin(ctx, uid, 200);
  }

  async function submitSignup(ctx: KoaContext, uid: string): Promise<void> {
    const interaction = await interactionFor(ctx, uid);
    const form = await readForm(ctx);
    if (interaction.prompt.name !== 'login') throw new HttpError(400, 'invalid_request');
    const name = (form.get('name') ?? '').slice(0, 200);
    const email = (form.get('email') ?? '').trim().slice(0, 320);
    const password = (form.get('password') ?? '').slice(0, 1024);

    const result = await users.register({ name, email, password });
    if ('error' in result) {
      logger.info({ interaction: uid, reason: result.error }, 'signup.refused');
      renderSignup(ctx, uid, result.error === 'taken' ? 409 : 400, { name, email }, result.error);
      return;
    }
    logger.info({ interaction: uid, sub: result.user.sub }, 'signup.success');
    const returnTo = await provider.interactionResult(
      ctx.req,
      ctx.res,
      { login: { accountId: result.user.sub, amr: ['pwd'] } },
      { mergeWithLastSubmission: false },
    );
    ctx.status = 303;
    ctx.redirect(returnTo);
  }

  async function revokeGrant(grantId: string): Promise<void> {
    await Promise.all([
      provider.AccessToken.revokeByGrantId(grantId),
      provider.RefreshToken.revokeByGrantId(grantId),
      provider.AuthorizationCode.revokeByGrantId(grantId),
    ]);
    const grant = await provider.Grant.find(grantId);
    await grant?.destroy();
  }

  // Auth0's GET /v2/logout?client_id=…&returnTo=…: no confirmation page (auth0-spa-js sends no
  // id_token_hint); ends the IdP session, revokes its grants and redirects straight to returnTo.
  async function logout(ctx: KoaContext): Promise<void> {
    const single = (name: string) => {
      const value = ctx.query[name];
      if (Array.isArray(value)) throw new HttpError(400, 'invalid_request');
      return value;
    };
    const clientId = single('client_id');
    const returnTo = single('returnTo');

    if (clientId !== undefined && clientId !== config.clientId) {
      sendMessage(ctx, 400, 'No pudimos cerrar la sesión', errorMessage('invalid_client'));
      return;
    }
    if (returnTo !== undefined && !isAllowedAppUri(returnTo, config.redirectOrigins)) {
      sendMessage(ctx, 400, 'No pudimos cerrar la sesión', 'La dirección de retorno (returnTo) no está permitida.');
      return;
    }

    const session = await provider.Session.get(ctx);
    const grantIds = Object.values(session.authorizations ?? {})
      .map((authorization) => authorization.grantId)
      .filter((id): id is string => typeof id === 'string');
    await Promise.all(grantIds.map(revokeGrant));
    const hadAccount = Boolean(session.accountId);
    await session.destroy();
    ctx.cookies.set(provider.cookieName('session'), null, { ...COOKIE_OPTIONS });
    logger.info({ sub: session.accountId, revokedGrants: grantIds.length, hadAccount }, 'logout');

    ctx.set('Cache-Control', 'no-store');
    if (returnTo) {
      ctx.status = 302;
      ctx.redirect(returnTo);
    } else {
      sendMessage(ctx, 200, 'Sesión cerrada', 'Cerraste la sesión correctamente. Ya podés cerrar esta ventana.');
    }
  }

  // Runs only for requests oidc-provider's router did not match.
  provider.use(async (ctx, next) => {
    const { path, method } = ctx;
    const isRead = method === 'GET' || method === 'HEAD';
    try {
      if (path === '/healthz' && isRead) {
        ctx.set('Cache-Control', 'no-store');
        ctx.body = { status: 'ok' };
        return;
      }
      if (path === '/v2/logout' && isRead) {
        await logout(ctx);
        return;
      }
      const match = /^\/interaction\/([A-Za-z0-9_-]{1,64})(?:\/(login|signup))?$/.exec(path);
      if (match?.[1]) {
        const uid = match[1];
        const screen = match[2] as 'login' | 'signup' | undefined;
        if (!screen && isRead) return await showInteraction(ctx, uid);
        if (screen && isRead) return await showScreen(ctx, uid, screen);
        if (screen === 'login' && method === 'POST') return await submitLogin(ctx, uid);
        if (screen === 'signup' && method === 'POST') return await submitSignup(ctx, uid);
        ctx.status = 405;
        ctx.set('Allow', screen ? 'GET, HEAD, POST' : 'GET, HEAD');
        return;
      }
    } catch (err) {
      if (err instanceof errors.SessionNotFound) {
        sendMessage(ctx, 400, 'No pudimos iniciar sesión', errorMessage('session_not_found'));
        return;
      }
      if (err instanceof HttpError) {
        sendMessage(ctx, err.status, 'No pudimos iniciar sesión', errorMessage(err.code));
        return;
      }
      logger.error({ err, path }, 'request.failed');
      sendMessage(ctx, 500, 'No pudimos iniciar sesión', errorMessage('server_error'));
      return;
    }
    await next();
  });

  // Koa's 'error' event (not in oidc-provider's typed event list); a listener replaces Koa's stderr print.
  (provider as unknown as NodeJS.EventEmitter).on('error', (err: Error) => {
    logger.error({ err }, 'koa.error');
  });

  const callback = provider.callback();
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    const started = process.hrtime.bigint();
    // The same request id and request log line as the Fastify servers (URL redacted: codes, states).
    const reqId = genReqId(req);
    res.setHeader(REQUEST_ID_HEADER, reqId);
    res.on('finish', () => {
      const responseTime = Number((process.hrtime.bigint() - started) / 1000n) / 1000;
      const level = (req.url ?? '/').split('?')[0] === '/healthz' ? 'debug' : 'info';
      logger[level]({ reqId, req, res, responseTime }, 'request completed');
    });
    void callback(req, res);
  };

  return { provider, handler };
}
