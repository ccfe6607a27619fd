// What each address says about itself in the page's <head> (title, description, preview, indexing), es-UY.
// Read by the gateway, which writes it into the HTML it serves (link previewers and many crawlers run no
// script), and by the shell, which keeps it right on client-side navigation: one table, so both say the same.
// The paths are the shell's route table's (shared-ui `paths`); a shell test checks they stay the same set.
import { PRODUCT_PAGES } from './products';

export const SITE_NAME = 'Seguros';
export const SITE_LOCALE = 'es_UY';
/** The preview image (1200×630), a file of the shell's build served at the root. */
export const PREVIEW_IMAGE = {
  path: '/og-image.jpg',
  type: 'image/jpeg',
  width: 1200,
  height: 630,
  alt: 'Seguros: tus seguros, simples y a la mano. Cotizá y contratá online en Uruguay.',
};

export interface PageHeadEntry {
  /** A route path of the shell's table (`/policy/:id`), matched exactly or by its `:params`. */
  path: string;
  title: string;
  /** Public pages only: what a search result or a preview shows under the title. */
  description?: string;
  /** Public: in the sitemap, indexed, with a canonical URL and preview tags. Otherwise `noindex`. */
  public: boolean;
  /** The page's questions and answers, for FAQPage structured data. */
  faqs?: ReadonlyArray<{ question: string; answer: string }>;
}

const titled = (name: string) => `${name} | ${SITE_NAME}`;

/** Public pages, in the order the sitemap lists them. */
export const PUBLIC_PAGE_HEADS: readonly PageHeadEntry[] = [
  {
    path: '/',
    title: 'Seguros: tus seguros, simples y a la mano',
    description:
      'Cotizá y contratá online tu seguro de bici o de hogar en Uruguay, y tené todas tus pólizas en una wallet digital, con el respaldo de SBI.',
    public: true,
  },
  {
    path: '/insurance/bike',
    title: titled(PRODUCT_PAGES.bike.title),
    description: PRODUCT_PAGES.bike.lead,
    public: true,
    faqs: PRODUCT_PAGES.bike.faqs.items,
  },
  {
    path: '/insurance/home',
    title: titled(PRODUCT_PAGES.home.title),
    description: PRODUCT_PAGES.home.lead,
    public: true,
    faqs: PRODUCT_PAGES.home.faqs.items,
  },
  {
    path: '/insurance/other',
    title: titled('Pedí tu seguro de auto, alquiler y más'),
    description:
      'Auto, garantía de alquiler, SOA, movilidad alternativa o accidentes personales: contanos qué necesitás y te enviamos una propuesta personalizada.',
    public: true,
  },
  {
    path: '/quote/bike',
    title: titled('Cotizá tu seguro de bici'),
    description:
      'Cotizá gratis el seguro de tu bicicleta en 2 minutos y contratalo online, sin deducible y sin límite de edad.',
    public: true,
  },
  {
    path: '/quote/home',
    title: titled('Cotizá el seguro de tu hogar'),
    description:
      'Respondé unas preguntas sobre tu casa o apartamento y compará planes de seguro de hogar con sus coberturas y capitales, gratis y online.',
    public: true,
  },
  {
    path: '/quienes-somos',
    title: titled('Quiénes somos'),
    description:
      'Somos una wallet digital de seguros hecha en Uruguay: te ayudamos a cotizar, contratar y gestionar tus seguros en un solo lugar, sin papeleo.',
    public: true,
  },
  {
    path: '/privacy',
    title: titled('Política de privacidad'),
    description:
      'Qué datos personales tratamos cuando usás nuestro sitio y nuestra wallet de seguros, para qué los usamos y cómo ejercer tus derechos (Ley N° 18.331).',
    public: true,
  },
];

/** Everything else the route table draws: a title, never indexed (signed-in screens, steps of a quote). */
export const PRIVATE_PAGE_HEADS: readonly PageHeadEntry[] = [
  { path: '/insurance/:type/compare', title: titled('Compará coberturas'), public: false },
  { path: '/quote/home/form', title: titled('Planes para tu hogar'), public: false },
  { path: '/quote/home/custom', title: titled('Propuesta a medida para tu hogar'), public: false },
  { path: '/app', title: titled('Tus seguros'), public: false },
  { path: '/policy/:id', title: titled('Tu póliza'), public: false },
  { path: '/policy/:id/emission', title: titled('Contratación'), public: false },
  { path: '/emission/result', title: titled('Resultado de la contratación'), public: false },
  { path: '/emision/resultado', title: titled('Resultado de la contratación'), public: false },
  { path: '/service/new', title: titled('Agregar servicio'), public: false },
  { path: '/profile', title: titled('Mi Perfil'), public: false },
  { path: '/chat', title: titled('Amparo'), public: false },
  { path: '/chat/:id', title: titled('Amparo'), public: false },
];

/** An address no route draws (the app sends it home): a title, never indexed. */
const FALLBACK: PageHeadEntry = { path: '*', title: SITE_NAME, public: false };

function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const got = pathname.split('/');
  return want.length === got.length && want.every((s, i) => (s.startsWith(':') ? got[i] !== '' : s === got[i]));
}

/** The head of an address (`/insurance/bike`, `/policy/123`, `/app/`); exact paths win over `:params`. */
export function pageHeadFor(pathname: string): PageHeadEntry {
  const address = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const all = [...PUBLIC_PAGE_HEADS, ...PRIVATE_PAGE_HEADS];
  return all.find((entry) => entry.path === address) ?? all.find((entry) => matches(entry.path, address)) ?? FALLBACK;
}

/** The organisation behind the site, for schema.org data (the name and logo a search result may show). */
export const ORGANIZATION = {
  name: SITE_NAME,
  description:
    'Marketplace de seguros y wallet de pólizas hecha en Uruguay: cotizá, contratá y gestioná tus seguros online, con el respaldo de SBI.',
  logoPath: '/icon-512.png',
  email: 'hola@seguros.uy',
  areaServed: 'UY',
};

/** One address's head as data: the gateway writes it as HTML, the shell applies it to the document. */
export interface PageHead {
  title: string;
  /** `noindex` off the public pages. */
  robots: 'noindex' | null;
  canonical: string | null;
  /** `<meta name=…>` (description, twitter:*) and `<meta property=…>` (og:*), in order. */
  meta: ReadonlyArray<{ attr: 'name' | 'property'; key: string; value: string }>;
  /** schema.org objects for `<script type="application/ld+json">`. */
  jsonLd: readonly unknown[];
}

function structuredData(entry: PageHeadEntry, siteUrl: string): unknown[] {
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
  return blocks;
}

/** The head of `pathname`, `siteUrl` being the public origin (no trailing slash). */
export function pageHead(pathname: string, siteUrl: string): PageHead {
  const entry = pageHeadFor(pathname);
  if (!entry.public || !entry.description) {
    return { title: entry.title, robots: 'noindex', canonical: null, meta: [], jsonLd: [] };
  }
  const url = `${siteUrl}${entry.path}`;
  const image = `${siteUrl}${PREVIEW_IMAGE.path}`;
  const name = (key: string, value: string) => ({ attr: 'name' as const, key, value });
  const property = (key: string, value: string) => ({ attr: 'property' as const, key, value });
  return {
    title: entry.title,
    robots: null,
    canonical: url,
    meta: [
      name('description', entry.description),
      property('og:type', 'website'),
      property('og:site_name', SITE_NAME),
      property('og:locale', SITE_LOCALE),
      property('og:url', url),
      property('og:title', entry.title),
      property('og:description', entry.description),
      property('og:image', image),
      property('og:image:type', PREVIEW_IMAGE.type),
      property('og:image:width', String(PREVIEW_IMAGE.width)),
      property('og:image:height', String(PREVIEW_IMAGE.height)),
      property('og:image:alt', PREVIEW_IMAGE.alt),
      name('twitter:card', 'summary_large_image'),
      name('twitter:title', entry.title),
      name('twitter:description', entry.description),
      name('twitter:image', image),
      name('twitter:image:alt', PREVIEW_IMAGE.alt),
    ],
    jsonLd: structuredData(entry, siteUrl),
  };
}
