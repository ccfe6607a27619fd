import fs from 'node:fs';
import path from 'node:path';
import { PUBLIC_PAGE_HEADS } from 'contracts/runtime';
import type { App } from '../../src/app';
import { pageHeadTags, withPageHead } from '../../src/seo/page-head';
import { APP_AREA_PREFIXES_FOR_ROBOTS } from '../../src/seo/app-area';
import { robotsTxt, sitemapXml } from '../../src/seo/site-files';
import { buildTestApp, createDefaultReleases, type TestReleases } from '../helpers/build-app';

const SITE = 'https://seguros.uy';
const TEMPLATE =
  '<!doctype html><html lang="es-UY"><head><meta charset="utf-8"><link rel="icon" type="image/svg+xml" href="data:image/svg+xml,x"><title>Seguros</title></head><body><div id="root"></div></body></html>';

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(html)?.[1];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

describe('the head of a public page', () => {
  it.each(PUBLIC_PAGE_HEADS.map((entry) => [entry.path, entry] as const))(
    '%s has its title, description, canonical URL and preview tags',
    (pathname, entry) => {
      const html = pageHeadTags(pathname, SITE);
      expect(html).toContain(`<title>${entry.title}</title>`);
      expect(meta(html, 'description')).toBe(entry.description);
      expect(html).toContain(`<link rel="canonical" href="${SITE}${pathname}">`);
      expect(meta(html, 'og:title')).toBe(entry.title);
      expect(meta(html, 'og:description')).toBe(entry.description);
      expect(meta(html, 'og:url')).toBe(`${SITE}${pathname}`);
      expect(meta(html, 'og:image')).toBe(`${SITE}/og-image.jpg`);
      expect(meta(html, 'og:locale')).toBe('es_UY');
      expect(meta(html, 'twitter:card')).toBe('summary_large_image');
      expect(meta(html, 'twitter:image')).toBe(`${SITE}/og-image.jpg`);
      expect(meta(html, 'robots')).toBeUndefined();
    },
  );

  it('keeps every title and description within what a search result shows', () => {
    for (const entry of PUBLIC_PAGE_HEADS) {
      expect(entry.title.length).toBeLessThanOrEqual(65);
      expect(entry.description!.length).toBeGreaterThanOrEqual(50);
      expect(entry.description!.length).toBeLessThanOrEqual(160);
    }
    expect(new Set(PUBLIC_PAGE_HEADS.map((e) => e.title)).size).toBe(PUBLIC_PAGE_HEADS.length);
  });

  it('reads an address with a trailing slash as the page', () => {
    expect(pageHeadTags('/insurance/bike/', SITE)).toContain(`<link rel="canonical" href="${SITE}/insurance/bike">`);
  });

  it('describes the organisation on the landing and the questions of the insurance pages', () => {
    expect(jsonLd(pageHeadTags('/', SITE))).toEqual([
      expect.objectContaining({
        '@type': 'Organization',
        name: 'Seguros',
        url: `${SITE}/`,
        logo: `${SITE}/icon-512.png`,
      }),
    ]);
    const [faq] = jsonLd(pageHeadTags('/insurance/home', SITE));
    expect(faq).toMatchObject({ '@context': 'https://schema.org', '@type': 'FAQPage' });
    const questions = faq!.mainEntity as Array<{ '@type': string; name: string; acceptedAnswer: { text: string } }>;
    expect(questions.length).toBeGreaterThan(0);
    expect(questions[0]).toMatchObject({ '@type': 'Question', acceptedAnswer: { '@type': 'Answer' } });
    expect(jsonLd(pageHeadTags('/quienes-somos', SITE))).toEqual([]);
  });

  it('escapes what could close an attribute or the data block', () => {
    const html = pageHeadTags('/insurance/bike', SITE);
    for (const block of html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)) {
      expect(block[1]).not.toMatch(/[<>]/);
    }
  });
});

describe('the head of a signed-in screen or an unknown address', () => {
  it.each([
    ['/app', 'Tus seguros | Seguros'],
    ['/policy/0f0e', 'Tu póliza | Seguros'],
    ['/policy/0f0e/emission', 'Contratación | Seguros'],
    ['/chat/abc', 'Amparo | Seguros'],
    ['/quote/home/form', 'Planes para tu hogar | Seguros'],
    ['/nada-por-aca', 'Seguros'],
  ])('%s has a title and noindex, no preview', (pathname, title) => {
    const html = pageHeadTags(pathname, SITE);
    expect(html).toContain(`<title>${title}</title>`);
    expect(meta(html, 'robots')).toBe('noindex');
    expect(meta(html, 'description')).toBeUndefined();
    expect(meta(html, 'og:image')).toBeUndefined();
    expect(html).not.toContain('canonical');
  });
});

describe('withPageHead', () => {
  it("replaces the template's title and inline icon with the page's head and icons", () => {
    const html = withPageHead(TEMPLATE, '/insurance/bike', SITE);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Seguro de bicicleta | Seguros</title>');
    expect(html).not.toContain('data:image/svg+xml');
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(html).toContain('<div id="root"></div>');
  });

  it('adds the head before </head> when the page has no title', () => {
    const html = withPageHead('<html><head></head><body></body></html>', '/', SITE);
    expect(html).toMatch(/^<html><head><title>Seguros: [^<]+<\/title>.*<\/head><body><\/body><\/html>$/);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('keeps crawlers out of the signed-in area and points at the sitemap', () => {
    const robots = robotsTxt(SITE);
    expect(robots).toContain('Disallow: /app\n');
    expect(robots).toContain('Disallow: /policy\n');
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(robots).not.toMatch(/Disallow: \/\n/);
  });

  it("lists the signed-in area as shared-ui's APP_AREA_PREFIXES does", () => {
    const source = fs.readFileSync(path.join(__dirname, '../../../shared-ui/src/config/paths.ts'), 'utf8');
    const list = /APP_AREA_PREFIXES = \[([^\]]+)\]/.exec(source)![1]!;
    expect([...list.matchAll(/'([^']+)'/g)].map((m) => m[1])).toEqual([...APP_AREA_PREFIXES_FOR_ROBOTS]);
  });

  it('lists every public page with its absolute URL, and nothing else', () => {
    const xml = sitemapXml(SITE);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      `${SITE}/`,
      `${SITE}/insurance/bike`,
      `${SITE}/insurance/home`,
      `${SITE}/insurance/other`,
      `${SITE}/quote/bike`,
      `${SITE}/quote/home`,
      `${SITE}/quienes-somos`,
      `${SITE}/privacy`,
    ]);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  });
});

describe('served by the gateway', () => {
  let releases: TestReleases;
  let app: App;
  beforeEach(async () => {
    releases = createDefaultReleases();
    app = await buildTestApp({ RELEASES_DIR: releases.dir, SITE_URL: SITE });
  });
  afterEach(async () => {
    await app.close();
    releases.cleanup();
  });

  it("writes each page's head into the HTML, with the snapshot still inlined", async () => {
    const res = await app.inject({ url: '/insurance/home', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Seguro de hogar | Seguros</title>');
    expect(meta(res.body, 'og:url')).toBe(`${SITE}/insurance/home`);
    expect(res.body).toContain('id="remotes-snapshot"');
    const app2 = await app.inject({ url: '/app', headers: { accept: 'text/html' } });
    expect(meta(app2.body, 'robots')).toBe('noindex');
  });

  it('answers /robots.txt and /sitemap.xml', async () => {
    const robots = await app.inject({ url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    const sitemap = await app.inject({ url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    expect(sitemap.body).toContain(`<loc>${SITE}/insurance/bike</loc>`);
  });

  it('refuses a SITE_URL that is not an origin', async () => {
    await expect(buildTestApp({ RELEASES_DIR: releases.dir, SITE_URL: 'https://seguros.uy/' })).rejects.toThrow(
      /SITE_URL/,
    );
  });
});
