import {
  ORGANIZATION,
  PREVIEW_IMAGE,
  SITE_LOCALE,
  SITE_NAME,
  pageHeadFor,
  type PageHeadEntry,
} from 'contracts/page-heads';

/*
 * The <head> of a served page, from contracts' table: title, description, canonical URL, Open Graph and
 * Twitter card tags, the site's icons and manifest, and schema.org data. Written by the gateway because
 * link previewers (WhatsApp, Facebook, LinkedIn, Slack) and many crawlers run no script; the shell keeps
 * the same tags right on client-side navigation (shell/src/features/seo).
 */

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON-LD inside `<script type="application/ld+json">`: nothing in it may close the element. */
const jsonLd = (value: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')}</script>`;

const ICONS = [
  '<link rel="icon" href="/favicon.ico" sizes="32x32">',
  '<link rel="icon" type="image/svg+xml" href="/favicon.svg">',
  '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
  '<link rel="manifest" href="/manifest.webmanifest">',
];

function structuredData(entry: PageHeadEntry, siteUrl: string): string[] {
  const blocks: unknown[] = [];
  if (entry.path === '/') {
    blocks.push({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: ORGANIZATION.name,
      url: `${siteUrl}/`,
      logo: `${siteUrl}${ORGANIZATION.logoPath}`,
      description: ORGANIZATION.description,
      email: ORGANIZATION.email,
      areaServed: ORGANIZATION.areaServed,
    });
  }
  if (entry.faqs?.length) {
    blocks.push({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: entry.faqs.map(({ question, answer }) => ({
        '@type': 'Question',
        name: question,
        acceptedAnswer: { '@type': 'Answer', text: answer },
      })),
    });
  }
  return blocks.map(jsonLd);
}

/** The tags of one address's head (without `<head>` itself), `siteUrl` being the public origin. */
export function pageHeadTags(pathname: string, siteUrl: string): string {
  const entry = pageHeadFor(pathname);
  const tags = [`<title>${escapeHtml(entry.title)}</title>`];
  if (!entry.public || !entry.description) {
    tags.push('<meta name="robots" content="noindex">', ...ICONS);
    return tags.join('');
  }
  const url = `${siteUrl}${entry.path === '/' ? '/' : entry.path}`;
  const image = `${siteUrl}${PREVIEW_IMAGE.path}`;
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  tags.push(
    meta('name', 'description', entry.description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', SITE_LOCALE),
    meta('property', 'og:url', url),
    meta('property', 'og:title', entry.title),
    meta('property', 'og:description', entry.description),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', String(PREVIEW_IMAGE.width)),
    meta('property', 'og:image:height', String(PREVIEW_IMAGE.height)),
    meta('property', 'og:image:alt', PREVIEW_IMAGE.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', entry.title),
    meta('name', 'twitter:description', entry.description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', PREVIEW_IMAGE.alt),
    ...ICONS,
    ...structuredData(entry, siteUrl),
  );
  return tags.join('');
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
