import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, messages } from '../lib/http';
import { browserChoice } from '../release/browser-choice';
import { isVersionName, safeSegments } from '../release/model';
import { remotesManifest } from '../release/remotes-manifest';
import { sendReleaseFile } from '../release/send-file';
import { parseCookies } from '../lib/cookies';
import { firstRemoteFiles, hasSessionCookie, loadShellPage, renderShellPage } from '../lib/shell-page';
import { runtimeConfig } from './runtime-config';
import { withPageHead } from '../seo/page-head';
import { firstScreenStyles, prerenderedRoot, withPrerenderedRoot } from '../seo/prerendered-page';

// Paths that look like a file a page references, never a client-side route: a miss is a 404, not the app.
const ASSET_EXTENSION =
  /\.(m?js|cjs|css|map|json|txt|html?|xml|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|otf|eot|wasm|webmanifest)$/i;
// Served by other routes (or not at all): never the shell.
const RESERVED = /^(api|remotes|__release)(\/|$)/;

const UPDATING_PAGE = `<!doctype html>
<html lang="es-UY">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta http-equiv="refresh" content="10">
<title>Seguros</title>
<style>body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;color:#1f2937}p{max-width:32rem;padding:1.5rem;text-align:center;font-size:1.125rem}</style>
</head>
<body><main><p>${messages.updating}</p></main></body>
</html>
`;

function acceptsHtml(request: FastifyRequest): boolean {
  return request.headers.accept?.includes('text/html') ?? false;
}

/**
 * The shell of the current release at `/`: its files (main.js, hashed chunks, assets) and, for any
 * other page a person may open or reload (/app, /policy/123, /emision/resultado…), its index.html.
 * Which shell: the browser's (canary cohort, QA pin), so its fixed-name files are `private, no-cache`.
 */
export default async function shellRoutes(app: FastifyInstance) {
  const config = runtimeConfig(app.config);
  app.get<{ Params: { '*': string } }>('/*', async (request, reply) => {
    // `/app/` is the page `/app`.
    const rest = request.params['*'].replace(/\/$/, '');
    if (RESERVED.test(rest)) throw new HttpError(404, messages.notFound);
    // `..`, `.env`, `%2e%2e`, backslashes…: never a file, never a page.
    const segments = rest === '' ? [] : safeSegments(rest);
    if (!segments) throw new HttpError(404, messages.notFound);

    // A fixed-name file the page asked for from its own shell version (pinFixedFiles): that version's, while
    // stored, so a page never runs another set's main.js than the one its snapshot was chosen with.
    const pinned = (request.query as Record<string, unknown> | undefined)?.shell;
    if (segments.length > 0 && typeof pinned === 'string' && isVersionName(pinned)) {
      const found = await app.releases.resolve('shell', pinned, segments.join('/'));
      if (found) return sendReleaseFile(reply, found, { perBrowser: true });
    }

    // The browser's shell: the active one, a canary's or a QA pin. A page load (index.html) fixes its cohort.
    const navigation = segments.length === 0 || acceptsHtml(request);
    const shell = await app.releases.shellFor(browserChoice(app, request, reply, { assignBucket: navigation }));
    if (!shell) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .header('retry-after', '10')
        .type('text/html; charset=utf-8')
        .send(UPDATING_PAGE);
    }

    if (segments.length > 0) {
      const found = await app.releases.resolveShell(shell, segments.join('/'));
      if (found) return sendReleaseFile(reply, found, { perBrowser: true });
      const last = segments[segments.length - 1]!;
      if (!acceptsHtml(request) || ASSET_EXTENSION.test(last)) throw new HttpError(404, messages.notFound);
    }
    // The page carries this page load's snapshot (it IS the page's /remotes.json) and the runtime config,
    // and preloads what main.js would ask for next: per browser, so `private, no-cache` and no ETag.
    const page = await loadShellPage(app.releases, shell);
    if (!page) throw new HttpError(404, messages.notFound);
    const snapshot = await remotesManifest(app, request, reply);
    const firstRemote = await firstRemoteFiles(app.releases, page.firstScreen, `/${rest}`, snapshot.remotes);
    const session = hasSessionCookie(parseCookies(request.headers.cookie), config.auth.clientId);
    // A public screen prerendered by the version of its remote this browser gets: its HTML in #root, and
    // its stylesheets in the page (or linked, not just preloaded) so it is drawn as it will look once hydrated.
    const prerendered = await prerenderedRoot(app.releases, {
      shellVersion: shell,
      firstScreen: page.firstScreen,
      pathname: `/${rest}`,
      remotes: snapshot.remotes,
      feedbackUrl: config.feedbackUrl,
    });
    const inlineStyles = prerendered
      ? await firstScreenStyles(app.releases, { shellVersion: shell, firstScreen: page.firstScreen, firstRemote })
      : undefined;
    const html = renderShellPage(page, {
      snapshot,
      config,
      firstRemote,
      session,
      stylesheets: prerendered !== null,
      inlineStyles,
      hasForm: prerendered !== null && /<(form|input|textarea|select)\b/i.test(prerendered),
    });
    return reply
      .header('cache-control', 'private, no-cache')
      .type('text/html; charset=utf-8')
      .send(
        withPageHead(
          prerendered === null ? html : withPrerenderedRoot(html, prerendered),
          `/${rest}`,
          app.config.siteUrl,
        ),
      );
  });
}
