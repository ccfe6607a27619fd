import { pageHead } from 'contracts/runtime';
import { escapeHtml } from 'server-kit';

/*
 * The <head> of a served page, from contracts' table (pageHead): title, description, canonical URL, Open
 * Graph and Twitter card tags, schema.org data, plus the site's icons and manifest. Written by the gateway
 * because link previewers (WhatsApp, Facebook, LinkedIn, Slack) and many crawlers run no script; the shell
 * applies the same head on client-side navigation (shell/src/features/seo).
 */

/** JSON-LD inside `<script type="application/ld+json">`: nothing in it may close the element. */
const jsonLd = (value: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')}</script>`;

// Files of the shell's build (shell/public), the same on every page.
const ICONS = [
  '<link rel="icon" href="/favicon.ico" sizes="32x32">',
  '<link rel="icon" type="image/svg+xml" href="/favicon.svg">',
  '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
  '<link rel="manifest" href="/manifest.webmanifest">',
];

/** The tags of one address's head (without `<head>` itself), `siteUrl` being the public origin. */
export function pageHeadTags(pathname: string, siteUrl: string): string {
  const head = pageHead(pathname, siteUrl);
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    ...(head.robots ? [`<meta name="robots" content="${head.robots}">`] : []),
    ...head.meta.map(({ attr, key, value }) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`),
    ...(head.canonical ? [`<link rel="canonical" href="${escapeHtml(head.canonical)}">`] : []),
    ...ICONS,
    ...head.jsonLd.map(jsonLd),
  ].join('');
}

// The build's template carries a placeholder title and an inline icon (tooling/webpack/index.html).
const TITLE = /<title>[\s\S]*?<\/title>/i;
const ICON_LINK = /<link\b[^>]*\brel="icon"[^>]*>/gi;

/** The shell's page with the head of `pathname` in place of the template's title and icon. */
export function withPageHead(html: string, pathname: string, siteUrl: string): string {
  const tags = pageHeadTags(pathname, siteUrl);
  const cleaned = html.replace(ICON_LINK, '');
  if (TITLE.test(cleaned)) return cleaned.replace(TITLE, () => tags);
  const at = cleaned.search(/<\/head>/i);
  return at === -1 ? tags + cleaned : cleaned.slice(0, at) + tags + cleaned.slice(at);
}
