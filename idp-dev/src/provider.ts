// oidc-provider configured to look like an Auth0 tenant to @auth0/auth0-react / auth0-spa-js:
// Auth0's endpoint paths, `audience` → resource indicator → RS256 JWT access tokens, refresh
// tokens without consent, web_message for silent sign-in, and the app's origins for CORS.
import Provider, { errors, type Configuration, type KoaContextWithOIDC, type ResourceServer } from 'oidc-provider';
import { newNonce, type Logger } from 'server-kit';
import type { IdpConfig } from './config.js';
import { loadKeys, type ProviderKeys } from './keys.js';
import { createMemoryStore, memoryAdapter } from './memory-adapter.js';
import type { DemoUser, UserDirectory } from './users.js';
import { errorMessage, logoutConfirmPage, messagePage, pageCsp } from './views.js';

/** Paths served, matching Auth0 (`/oidc/logout` is Auth0's OIDC end-session path; `/v2/logout` is in app.ts). */
export const ROUTES = {
  authorization: '/authorize',
  token: '/oauth/token',
  jwks: '/.well-known/jwks.json',
  userinfo: '/userinfo',
  revocation: '/oauth/revoke',
  end_session: '/oidc/logout',
} as const;

/** Scopes the SPA asks for; also the scope of the API (resource server) so access tokens carry them. */
export const API_SCOPE = 'openid profile email offline_access';
export const ACCESS_TOKEN_TTL = 60 * 60;

export const COOKIE_OPTIONS = { httpOnly: true, sameSite: 'lax', overwrite: true } as const;

/**
 * Redirect and post-logout redirect URIs: any http(s) URL on one of the configured app origins,
 * any path and query, no fragment and no credentials.
 */
export function isAllowedAppUri(value: unknown, origins: readonly string[]): boolean {
  if (typeof value !== 'string' || value.includes('#')) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password || (url.protocol !== 'http:' && url.protocol !== 'https:')) return false;
  return origins.includes(url.origin);
}

function accountClaims(user: DemoUser) {
  return { sub: user.sub, name: user.name, nickname: user.nickname, email: user.email, email_verified: true };
}

export interface CreateProviderOptions {
  /** Default: the data folder's (createApp passes on its own optional ones). */
  keys?: ProviderKeys | undefined;
  logger?: Logger;
  /** The accounts (demo and registered). */
  users: UserDirectory;
}

export async function createProvider(config: IdpConfig, options: CreateProviderOptions): Promise<Provider> {
  const keys = options.keys ?? (await loadKeys(config.dataDir));
  const { logger, users } = options;
  const firstParty = (clientId: string | undefined) => clientId === config.clientId;

  const appUris = config.redirectOrigins.flatMap((origin) => [origin, `${origin}/`]);

  const resourceServer: ResourceServer = {
    scope: API_SCOPE,
    audience: config.audience,
    accessTokenTTL: ACCESS_TOKEN_TTL,
    accessTokenFormat: 'jwt',
    jwt: { sign: { alg: 'RS256' } },
  };

  const configuration: Configuration = {
    adapter: memoryAdapter(createMemoryStore()),
    clients: [
      {
        client_id: config.clientId,
        client_name: 'Seguros',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        // Registered for completeness; redirectUriAllowed below accepts any path on these origins.
        redirect_uris: appUris,
        post_logout_redirect_uris: appUris,
        id_token_signed_response_alg: 'RS256',
      },
    ],
    jwks: keys.jwks,
    cookies: {
      keys: keys.cookieKeys,
      // Lax and (on http) not Secure: localhost:8080 and localhost:8083 are the same site, so the
      // session cookie reaches the hidden prompt=none iframe of getTokenSilently.
      long: { ...COOKIE_OPTIONS },
      short: { ...COOKIE_OPTIONS },
    },
    routes: { ...ROUTES },
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    claims: {
      openid: ['sub'],
      profile: ['name', 'nickname'],
      email: ['email', 'email_verified'],
    },
    // Put the profile/email claims in the ID token (auth0-spa-js builds `user` from it), like Auth0.
    conformIdTokenClaims: false,
    // Auth0's `audience` authorization parameter; mapped to a resource indicator by defaultResource.
    // Auth0's `screen_hint=signup`: the interaction opens on the sign-up screen.
    extraParams: ['audience', 'screen_hint'],
    pkce: { required: () => true },
    responseTypes: ['code'],
    features: {
      devInteractions: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      userinfo: { enabled: true },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          const nonce = newNonce();
          ctx.set('Content-Security-Policy', pageCsp(nonce, config.redirectOrigins));
          ctx.type = 'html';
          ctx.body = logoutConfirmPage(nonce, form);
        },
        async postLogoutSuccessSource(ctx) {
          const nonce = newNonce();
          ctx.set('Content-Security-Policy', pageCsp(nonce));
          ctx.type = 'html';
          ctx.body = messagePage(nonce, 'Sesión cerrada', 'Cerraste la sesión correctamente.');
        },
      },
      webMessageResponseMode: { enabled: true, ack: 'individual-draft-01' },
      resourceIndicators: {
        enabled: true,
        // /authorize: the `audience` parameter (or IDP_AUDIENCE). Token endpoint: nothing, so the
        // resource granted at /authorize is used (useGrantedResource).
        defaultResource(ctx, _client, oneOf) {
          if (oneOf) return oneOf.includes(config.audience) ? config.audience : oneOf[0];
          if (ctx.oidc.route === 'token') return undefined;
          const audience = ctx.oidc.params?.audience;
          return typeof audience === 'string' && audience ? audience : config.audience;
        },
        getResourceServerInfo(_ctx, resourceIndicator) {
          if (resourceIndicator !== config.audience) {
            throw new errors.InvalidTarget(`unknown audience ${resourceIndicator}`);
          }
          return resourceServer;
        },
        useGrantedResource: () => true,
      },
    },
    async findAccount(_ctx, sub) {
      const user = users.findBySub(sub);
      if (!user) return undefined;
      return { accountId: user.sub, claims: () => accountClaims(user) };
    },
    // Claims the api reads to create its user row.
    extraTokenClaims(_ctx, token) {
      const user = 'accountId' in token && token.accountId ? users.findBySub(token.accountId) : undefined;
      return user ? { email: user.email, name: user.name, nickname: user.nickname } : undefined;
    },
    // First-party client: never ask for consent, grant whatever was requested.
    async loadExistingGrant(ctx) {
      const { oidc } = ctx;
      const clientId = oidc.client?.clientId;
      const accountId = oidc.session?.accountId;
      if (!clientId || !accountId) return undefined;

      const grantId = oidc.result?.consent?.grantId || oidc.session?.grantIdFor(clientId);
      let grant = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
      if (grant && (grant.accountId !== accountId || grant.clientId !== clientId)) grant = undefined;
      if (!firstParty(clientId)) return grant;

      grant ??= new oidc.provider.Grant({ clientId, accountId });
      grant.addOIDCScope([...oidc.requestParamOIDCScopes]);
      grant.addOIDCClaims([...oidc.requestParamClaims]);
      for (const [indicator, server] of Object.entries(oidc.resourceServers ?? {})) {
        const scopes = [...oidc.requestParamScopes].filter((s) => server.scopes.has(s));
        if (scopes.length) grant.addResourceScope(indicator, scopes);
      }
      await grant.save();
      return grant;
    },
    // oidc-provider drops `offline_access` unless prompt=consent; Auth0 does not, so issue the
    // refresh token to the SPA anyway, rotated on every use, and not bound to the login session.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    expiresWithSession: () => false,
    clientBasedCORS: (_ctx, origin, client) => firstParty(client.clientId) && config.redirectOrigins.includes(origin),
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: 14 * 24 * 60 * 60,
      Grant: 30 * 24 * 60 * 60,
      RefreshToken(ctx) {
        // Rotated tokens keep the original absolute lifetime (public client).
        const rotated = ctx?.oidc?.entities.RotatedRefreshToken;
        return rotated ? rotated.remainingTTL : 30 * 24 * 60 * 60;
      },
    },
    async renderError(ctx, out) {
      const nonce = newNonce();
      ctx.set('Content-Security-Policy', pageCsp(nonce));
      ctx.type = 'html';
      ctx.body = messagePage(nonce, 'No pudimos iniciar sesión', errorMessage(out.error), undefined);
    },
  };

  const provider = new Provider(config.issuer, configuration);

  // Any path on the app origins is a valid redirect_uri / post_logout_redirect_uri (the SPA uses
  // window.location.origin, but deep links must work too).
  provider.Client.prototype.redirectUriAllowed = function redirectUriAllowed(value: string) {
    return firstParty(this.clientId)
      ? isAllowedAppUri(value, config.redirectOrigins)
      : (this.redirectUris ?? []).includes(value);
  };
  provider.Client.prototype.postLogoutRedirectUriAllowed = function postLogoutRedirectUriAllowed(value: string) {
    return firstParty(this.clientId)
      ? isAllowedAppUri(value, config.redirectOrigins)
      : (this.postLogoutRedirectUris ?? []).includes(value);
  };

  if (logger) attachEventLogging(provider, logger);
  return provider;
}

type ErrorLike = { error?: string; error_description?: string; message?: string; status?: number; stack?: string };

/** Outcomes only: error codes and ids, never codes, tokens or credentials. */
function attachEventLogging(provider: Provider, logger: Logger): void {
  // The typed overloads list each event separately; a plain EventEmitter view keeps this loop simple.
  const events = provider as unknown as NodeJS.EventEmitter;
  const warnOn = [
    'authorization.error',
    'grant.error',
    'end_session.error',
    'userinfo.error',
    'revocation.error',
    'jwks.error',
    'discovery.error',
    'introspection.error',
    'check_session.error',
  ];
  for (const event of warnOn) {
    events.on(event, (_ctx: KoaContextWithOIDC, err: ErrorLike) => {
      logger.warn({ error: err?.error, error_description: err?.error_description }, event);
    });
  }
  events.on('server_error', (_ctx: KoaContextWithOIDC, err: ErrorLike) => {
    logger.error({ err }, 'server_error');
  });
  provider.on('grant.success', (ctx: KoaContextWithOIDC) => {
    logger.info({ grant_type: ctx.oidc.params?.grant_type, client_id: ctx.oidc.client?.clientId }, 'grant.success');
  });
}
