import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from 'server-kit';
import {
  ADMIN_SESSION_COOKIE,
  ADMIN_SESSION_SECONDS,
  signAdminSession,
  verifyAdminSession,
} from '../release/admin-session';
import { parseCookies, serializeCookie } from '../lib/cookies';
import { HttpError, messages } from '../lib/http';
import { abortCanary, promote, rollback, startCanary, switchVersion, type Actor } from '../release/actions';
import type { ReleaseBackend } from '../release/backend';
import { ReleaseError, StaleRevisionError, isPackageName } from '../release/model';

/*
 * The release managers' page: plain server-rendered HTML in Spanish with a strict CSP (no script at all,
 * one hashed style block). Exists only when RELEASE_ADMIN_TOKEN is set; without the token (Bearer header)
 * or a session (the signed cookie its login form sets, release/admin-session.ts) every request is refused. The
 * login asks for the person's name with the token: the history records who made each change. Logins are
 * limited per IP (LOGIN_ATTEMPTS per LOGIN_WINDOW_MS); 'Salir' ends the session. The forms carry the revision
 * the page showed, so a change made from a stale page is refused, never applied over another person's.
 */

const BASE = '/__release/admin';
/** Login attempts per IP and window, right or wrong. */
export const LOGIN_ATTEMPTS = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

const STYLE =
  'body{font-family:system-ui,sans-serif;margin:1.5rem;color:#1f2937}table{border-collapse:collapse;margin:1rem 0}' +
  'th,td{border:1px solid #d1d5db;padding:.35rem .6rem;text-align:left;vertical-align:top}form{display:inline-block;margin:.15rem}' +
  '.aviso{padding:.6rem;border:1px solid #b91c1c;color:#b91c1c}.ok{padding:.6rem;border:1px solid #15803d;color:#15803d}';
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');
const CSP = `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

function sameToken(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="es-UY"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function sendPage(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .code(status)
    .header('content-security-policy', CSP)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(page(title, body));
}

/** The sign-in form; after a refusal it keeps the name typed (never the token). */
const loginForm = (name = '') =>
  `<h1>Versiones</h1><form method="post" action="${BASE}/login"><label>Tu nombre <input name="name" autocomplete="name" maxlength="80" required value="${escapeHtml(name)}"></label> <label>Token de administración <input type="password" name="token" autocomplete="off" required></label> <button type="submit">Entrar</button></form>`;
const LOGIN = loginForm();
const LOGOUT = `<form method="post" action="${BASE}/logout"><button type="submit">Salir</button></form>`;

async function render(store: ReleaseBackend, who: string, notice: { kind: 'ok' | 'aviso'; text: string } | null) {
  const snapshot = await store.read();
  const packages = [...new Set([...(await store.packages()), ...Object.keys(snapshot.remotes)])].sort();
  const rows = await Promise.all(
    packages.map(async (pkg) => {
      const versions = await store.versions(pkg);
      const canary = snapshot.canary[pkg];
      const options = versions.map((v) => `<option>${escapeHtml(v)}</option>`).join('');
      const hidden = `<input type="hidden" name="package" value="${escapeHtml(pkg)}"><input type="hidden" name="revision" value="${snapshot.revision}">`;
      const why = `<input name="why" placeholder="Motivo" required aria-label="Motivo (${escapeHtml(pkg)})">`;
      const versionSelect = `<select name="version" aria-label="Versión (${escapeHtml(pkg)})">${options}</select>`;
      return `<tr><th scope="row">${escapeHtml(pkg)}</th><td>${escapeHtml(snapshot.remotes[pkg] ?? '—')}</td><td>${
        canary
          ? `${escapeHtml(canary.version)} al ${canary.percent}%`
          : snapshot.train?.versions[pkg]
            ? `${escapeHtml(snapshot.train.versions[pkg])} al ${snapshot.train.percent}% (tren «${escapeHtml(snapshot.train.name)}»)`
            : '—'
      }</td><td>${versions.map(escapeHtml).join('<br>') || '—'}</td><td>
<form method="post" action="${BASE}/action">${hidden}<input type="hidden" name="action" value="switch">${versionSelect} ${why} <button type="submit">Cambiar</button></form>
<form method="post" action="${BASE}/action">${hidden}<input type="hidden" name="action" value="rollback">${why} <button type="submit">Volver a la anterior</button></form>
<form method="post" action="${BASE}/action">${hidden}<input type="hidden" name="action" value="canary">${versionSelect} <input name="percent" inputmode="decimal" size="4" required aria-label="Porcentaje (${escapeHtml(pkg)})">% ${why} <button type="submit">Canary</button></form>
${
  canary
    ? `<form method="post" action="${BASE}/action">${hidden}<input type="hidden" name="action" value="promote">${why} <button type="submit">Promover</button></form><form method="post" action="${BASE}/action">${hidden}<input type="hidden" name="action" value="abort">${why} <button type="submit">Cancelar canary</button></form>`
    : ''
}</td></tr>`;
    }),
  );
  const history = (await store.history(50))
    .reverse()
    .map(
      (h) =>
        `<tr><td>${h.revision}</td><td>${escapeHtml(h.at)}</td><td>${escapeHtml(h.who)}</td><td>${escapeHtml(h.action)}</td><td>${escapeHtml(h.package)}</td><td>${escapeHtml(h.from ?? '—')} → ${escapeHtml(h.to ?? '—')}</td><td>${escapeHtml(h.why)}</td></tr>`,
    )
    .join('');
  return `<h1>Versiones</h1><p>Sesión de <strong>${escapeHtml(who)}</strong>.</p>${LOGOUT}${notice ? `<p class="${notice.kind}" role="status">${escapeHtml(notice.text)}</p>` : ''}
<p>Snapshot activo: revisión <strong>${snapshot.revision}</strong> (${escapeHtml(snapshot.updatedAt)})</p>${
    snapshot.train
      ? `<p>Tren «${escapeHtml(snapshot.train.name)}» en canary para el ${snapshot.train.percent}%: se promueve, cancela o vuelve atrás con <code>npm run release -- train …</code>.</p>`
      : ''
  }
<table><caption>Remotes</caption><thead><tr><th scope="col">Paquete</th><th scope="col">Activa</th><th scope="col">Canary</th><th scope="col">Guardadas</th><th scope="col">Acciones</th></tr></thead><tbody>${rows.join('')}</tbody></table>
<table><caption>Historial (últimos 50)</caption><thead><tr><th scope="col">Revisión</th><th scope="col">Cuándo</th><th scope="col">Quién</th><th scope="col">Acción</th><th scope="col">Paquete</th><th scope="col">De → a</th><th scope="col">Motivo</th></tr></thead><tbody>${history}</tbody></table>`;
}

type Form = Record<string, string | undefined>;

export default async function releaseAdminRoutes(app: FastifyInstance) {
  const token = app.config.release.adminToken;
  // No token configured: the page does not exist.
  if (!token) return;

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8192 },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  const secret = app.config.release.signingSecret;
  /** Who is asking: the session's person, 'token' for a Bearer header (scripts), null when neither is valid. */
  const authorized = (request: FastifyRequest): string | null => {
    const header = request.headers.authorization;
    const bearer = header?.startsWith('Bearer ') ? header.slice(7) : undefined;
    if (sameToken(bearer, token)) return 'token';
    return verifyAdminSession(secret, token, parseCookies(request.headers.cookie)[ADMIN_SESSION_COOKIE])?.who ?? null;
  };
  const sessionCookie = (request: FastifyRequest, value: string, maxAge: number) =>
    serializeCookie(ADMIN_SESSION_COOKIE, value, {
      maxAge,
      path: BASE,
      sameSite: 'Strict',
      secure: request.protocol === 'https',
    });
  // Forms post from this page only: a cross-site form post is refused (the cookie is SameSite=Strict too).
  const sameOrigin = (request: FastifyRequest) => {
    const origin = request.headers.origin;
    if (origin === undefined) return true;
    try {
      return new URL(origin).host === request.headers.host;
    } catch {
      return false;
    }
  };

  app.get(BASE, async (request, reply) => {
    const who = authorized(request);
    if (!who) return sendPage(reply, 401, 'Versiones', LOGIN);
    return sendPage(reply, 200, 'Versiones', await render(app.releases.backend, who, null));
  });

  app.post<{ Body: Form }>(
    `${BASE}/login`,
    // Counted apart from everything else (its own store), right or wrong: guessing the token is slow.
    { config: { rateLimit: { max: LOGIN_ATTEMPTS, timeWindow: LOGIN_WINDOW_MS } } },
    async (request, reply) => {
      if (!sameOrigin(request)) throw new HttpError(403, messages.badRequest);
      const name = (request.body?.name ?? '')
        .replace(/\p{Cc}/gu, ' ')
        .trim()
        .slice(0, 80);
      if (!sameToken(request.body?.token, token))
        return sendPage(
          reply,
          401,
          'Versiones',
          `<p class="aviso" role="alert">Token incorrecto.</p>${loginForm(name)}`,
        );
      if (!name)
        return sendPage(reply, 400, 'Versiones', `<p class="aviso" role="alert">Escribí tu nombre.</p>${LOGIN}`);
      const { value } = signAdminSession(secret, token, name);
      request.log.info('release page session opened');
      return reply.header('set-cookie', sessionCookie(request, value, ADMIN_SESSION_SECONDS)).redirect(BASE, 303);
    },
  );

  /** Ends this browser's session (the cookie is dropped; changing RELEASE_ADMIN_TOKEN ends every session). */
  app.post(`${BASE}/logout`, async (request, reply) => {
    if (!sameOrigin(request)) throw new HttpError(403, messages.badRequest);
    return reply.header('set-cookie', sessionCookie(request, '', 0)).redirect(BASE, 303);
  });

  app.post<{ Body: Form }>(`${BASE}/action`, async (request, reply) => {
    const who = authorized(request);
    if (!who) return sendPage(reply, 401, 'Versiones', LOGIN);
    if (!sameOrigin(request)) throw new HttpError(403, messages.badRequest);
    const form = request.body ?? {};
    const pkg = form.package ?? '';
    const why = (form.why ?? '').trim().slice(0, 500);
    const revision = Number(form.revision);
    let notice: { kind: 'ok' | 'aviso'; text: string };
    try {
      if (!isPackageName(pkg)) throw new ReleaseError('Paquete inválido.');
      if (!why) throw new ReleaseError('Escribí el motivo del cambio.');
      if (!Number.isInteger(revision)) throw new ReleaseError('Falta la revisión.');
      const actor: Actor = { who: `${who} (página de versiones)`, why, expectedRevision: revision };
      const version = form.version ?? '';
      const written =
        form.action === 'switch'
          ? await switchVersion(app.releases.backend, pkg, version, actor)
          : form.action === 'rollback'
            ? await rollback(app.releases.backend, pkg, actor)
            : form.action === 'canary'
              ? await startCanary(app.releases.backend, pkg, version, Number(form.percent), actor)
              : form.action === 'promote'
                ? await promote(app.releases.backend, pkg, actor)
                : form.action === 'abort'
                  ? await abortCanary(app.releases.backend, pkg, actor)
                  : null;
      if (!written) throw new ReleaseError('Acción desconocida.');
      notice = { kind: 'ok', text: `Listo: revisión ${written.revision}.` };
    } catch (error) {
      if (!(error instanceof ReleaseError) && !(error instanceof StaleRevisionError)) throw error;
      notice = { kind: 'aviso', text: error.message };
    }
    return sendPage(
      reply,
      notice.kind === 'ok' ? 200 : 409,
      'Versiones',
      await render(app.releases.backend, who, notice),
    );
  });
}
