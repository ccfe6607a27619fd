import type { FastifyInstance } from 'fastify';
import { PUBLIC_PAGE_HEADS } from 'contracts/runtime';
import { APP_AREA_PREFIXES_FOR_ROBOTS } from './app-area';

/*
 * robots.txt and sitemap.xml, written from contracts' page table with the site's public origin (a sitemap
 * and robots.txt's Sitemap line need absolute URLs). The favicon, icons and manifest are files of the
 * shell's build, served at the root by the shell route.
 */

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    // The signed-in area and the release tools: nothing to index, and no reason to crawl them.
    ...APP_AREA_PREFIXES_FOR_ROBOTS.map((prefix) => `Disallow: ${prefix}`),
    'Disallow: /api/',
    'Disallow: /__release/',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(siteUrl: string): string {
  const urls = PUBLIC_PAGE_HEADS.map(({ path }) => `  <url><loc>${escapeXml(`${siteUrl}${path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export default async function siteFileRoutes(app: FastifyInstance) {
  const robots = robotsTxt(app.config.siteUrl);
  const sitemap = sitemapXml(app.config.siteUrl);
  // The same for every browser and every release: a CDN may keep them for an hour.
  app.get('/robots.txt', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robots),
  );
  app.get('/sitemap.xml', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(sitemap),
  );
}
