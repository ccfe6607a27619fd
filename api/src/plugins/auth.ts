import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { HttpError, messages, unauthorized } from '../lib/http';
import { VerifiedTokenCache } from '../lib/verified-token-cache';

/** Who is calling, from the verified access token. Claims the identity provider leaves out are null. */
export interface AuthUser {
  sub: string;
  email: string | null;
  name: string | null;
  nickname: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Route hook that requires a valid bearer token: `{ onRequest: [app.authenticate] }`. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * Route hook for routes a visitor may also call: without an Authorization header the request goes on
     * signed out (`request.user` null, read it with `optionalUser`); with one, it must be valid (else 401).
     */
    authenticateOptional: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** Set by `app.authenticate`; only read it on routes that use that hook. */
    user: AuthUser;
  }
}

export interface AuthPluginOptions {
  /** Signing keys (tests pass a local key set). Default: the issuer's JWKS at `config.auth.jwksUrl`. */
  keys?: JWTVerifyGetKey | undefined;
  /** Clock of the verified-token cache (tests). */
  now?: () => number;
}

// A browser sends the same access token on every call until it refreshes it: verified once, it is trusted
// until its exp, at most 5 minutes (a withdrawn signing key stops being trusted within that time).
const TOKEN_CACHE = { maxEntries: 10_000, maxAgeMs: 5 * 60_000 };

// Failures of the issuer's key endpoint, not of the token: the caller may retry, signing in again won't help.
// jose reports a non-200 or non-JSON JWKS answer as a plain JOSEError (ERR_JOSE_GENERIC).
const KEY_SOURCE_ERRORS = new Set(['ERR_JWKS_TIMEOUT', 'ERR_JWKS_INVALID', 'ERR_JOSE_GENERIC']);

export default fp<AuthPluginOptions>(
  async (app, opts) => {
    const { issuer, audience, jwksUrl } = app.config.auth;
    const keys = opts.keys ?? createRemoteJWKSet(new URL(jwksUrl));

    const verified = new VerifiedTokenCache<AuthUser>({
      ...TOKEN_CACHE,
      ...(opts.now !== undefined && { now: opts.now }),
    });

    app.decorateRequest('user', null as unknown as AuthUser);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request.headers.authorization);
      if (!token) throw unauthorized();
      const known = verified.get(token);
      if (known) {
        request.user = known;
        return;
      }

      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, keys, {
          issuer,
          audience,
          algorithms: ['RS256'],
          requiredClaims: ['sub', 'exp'],
          clockTolerance: 5,
        }));
      } catch (error) {
        const code = error instanceof errors.JOSEError ? error.code : undefined;
        if (code === undefined || KEY_SOURCE_ERRORS.has(code)) {
          request.log.error({ err: error }, 'could not load the token signing keys');
          throw new HttpError(503, messages.unavailable);
        }
        request.log.info({ reason: code }, 'bearer token rejected');
        throw unauthorized();
      }

      // Frozen: the same object answers every request carrying this token.
      const user: AuthUser = Object.freeze({
        sub: payload.sub!,
        email: stringClaim(payload.email),
        name: stringClaim(payload.name),
        nickname: stringClaim(payload.nickname),
      });
      verified.set(token, payload.exp!, user);
      request.user = user;
    });

    app.decorate('authenticateOptional', async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.headers.authorization === undefined) return;
      await app.authenticate(request, reply);
    });
  },
  { name: 'auth', dependencies: ['config', 'errors'] },
);

/** The caller on a route with `authenticateOptional`: null for a visitor. */
export function optionalUser(request: FastifyRequest): AuthUser | null {
  return (request.user as AuthUser | null) ?? null;
}

function bearerToken(header: string | undefined): string | null {
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match ? match[1]! : null;
}

function stringClaim(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}
