// Test helpers: start idp-dev on an ephemeral port, a small cookie jar, PKCE, and the browser's
// side of the authorization-code flow done by hand with fetch.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../src/app.js';
import { createLogger, type Logger } from 'server-kit';
import { loadConfig, type IdpConfig } from '../src/config.js';

export const APP_ORIGIN = 'http://localhost:8080';
export const AUDIENCE = 'https://api.seguros.uy';
export const CLIENT_ID = 'seguros-web';
export const SCOPE = 'openid profile email offline_access';

export interface RunningIdp {
  url: string;
  config: IdpConfig;
  close(): Promise<void>;
}

const tempDirs: string[] = [];

/** A fresh directory under the OS temp dir, removed by removeTempDirs(). */
export async function tempDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'idp-dev-test-'));
  tempDirs.push(dir);
  return dir;
}

export async function removeTempDirs(): Promise<void> {
  await Promise.all(tempDirs.splice(0).map((dir) => fs.rm(dir, { recursive: true, force: true })));
}

export async function startIdp(
  options: { dataDir?: string; env?: Record<string, string>; logger?: Logger } = {},
): Promise<RunningIdp> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as AddressInfo;
  const config = loadConfig({
    IDP_PORT: String(port),
    IDP_ISSUER: `http://localhost:${port}`,
    IDP_DATA_DIR: options.dataDir ?? (await tempDir()),
    IDP_LOG_LEVEL: 'silent',
    ...options.env,
  });
  const app = await createApp(config, {
    logger: options.logger ?? createLogger({ level: config.logLevel, name: 'idp-dev' }),
  });
  server.on('request', app.handler);
  return {
    url: `http://localhost:${port}`,
    config,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** Enough of a browser cookie store for one host: name + path, expiry by Max-Age/Expires. */
export class CookieJar {
  private cookies = new Map<string, { name: string; value: string; path: string }>();

  store(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      let cookiePath = '/';
      let expired = value === '';
      for (const attr of attrs) {
        const [k = '', v = ''] = attr.split('=');
        if (k.toLowerCase() === 'path') cookiePath = v;
        if (k.toLowerCase() === 'expires' && Date.parse(v) <= Date.now()) expired = true;
        if (k.toLowerCase() === 'max-age' && Number(v) <= 0) expired = true;
      }
      const key = `${name};${cookiePath}`;
      if (expired) this.cookies.delete(key);
      else this.cookies.set(key, { name, value, path: cookiePath });
    }
  }

  header(url: string): string {
    const { pathname } = new URL(url);
    return [...this.cookies.values()]
      .filter((c) => pathname === c.path || pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  names(): string[] {
    return [...this.cookies.values()].map((c) => c.name);
  }
}

export async function request(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const cookie = jar.header(url);
  if (cookie) headers.set('cookie', cookie);
  const res = await fetch(url, { ...init, headers, redirect: 'manual' });
  jar.store(res);
  return res;
}

export function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function form(data: Record<string, string>): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: APP_ORIGIN },
    body: new URLSearchParams(data).toString(),
  };
}

/** The parameters auth0-spa-js puts on /authorize. */
export function authorizeUrl(idp: RunningIdp, extra: Record<string, string> = {}) {
  const { verifier, challenge } = pkce();
  const state = randomBytes(16).toString('base64url');
  const nonce = randomBytes(16).toString('base64url');
  const params = new URLSearchParams({
    client_id: CLIENT_ID,
    scope: SCOPE,
    audience: AUDIENCE,
    redirect_uri: APP_ORIGIN,
    response_type: 'code',
    response_mode: 'query',
    state,
    nonce,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    auth0Client: Buffer.from(JSON.stringify({ name: 'auth0-react', version: '2.27.0' })).toString('base64'),
    ...extra,
  });
  return { url: `${idp.url}/authorize?${params}`, verifier, state, nonce, redirectUri: params.get('redirect_uri')! };
}

export function location(res: Response, base: string): URL {
  const loc = res.headers.get('location');
  if (!loc) throw new Error(`expected a redirect, got ${res.status}`);
  return new URL(loc, base);
}

/** /authorize → login page → credentials → back to /authorize/:uid; returns the final redirect. */
export async function signIn(
  idp: RunningIdp,
  jar: CookieJar,
  { email = 'ana@example.com', password = 'demo1234', extra = {} as Record<string, string> } = {},
) {
  const auth = authorizeUrl(idp, extra);
  const start = await request(jar, auth.url);
  expect(start.status).toBe(303);
  const interaction = location(start, idp.url);
  expect(interaction.pathname).toMatch(/^\/interaction\/[\w-]+$/);

  const page = await request(jar, interaction.href);
  expect(page.status).toBe(200);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  expect(action).toBe(`${interaction.pathname}/login`);

  const submitted = await request(jar, new URL(action!, idp.url).href, form({ email, password }));
  return { auth, interaction, submitted };
}

/** Full happy path up to the code on the app's redirect_uri. */
export async function obtainCode(idp: RunningIdp, jar: CookieJar, extra: Record<string, string> = {}) {
  const { auth, submitted } = await signIn(idp, jar, { extra });
  expect(submitted.status).toBe(303);
  const resume = location(submitted, idp.url);
  expect(resume.pathname).toMatch(/^\/authorize\/[\w-]+$/);
  const done = await request(jar, resume.href);
  expect(done.status).toBe(303);
  const callback = location(done, idp.url);
  return { auth, callback };
}

export async function exchangeCode(idp: RunningIdp, code: string, verifier: string, redirectUri = APP_ORIGIN) {
  return fetch(
    `${idp.url}/oauth/token`,
    form({
      grant_type: 'authorization_code',
      client_id: CLIENT_ID,
      code,
      code_verifier: verifier,
      redirect_uri: redirectUri,
    }),
  );
}
