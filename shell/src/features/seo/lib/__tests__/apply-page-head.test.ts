import { applyPageHead } from '../apply-page-head';

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;

describe('applyPageHead', () => {
  beforeEach(() => {
    // What the gateway served for /insurance/home: its head, the site's icons.
    document.head.innerHTML =
      '<title>Seguro de hogar | Seguros</title><meta name="description" content="hogar">' +
      '<meta property="og:title" content="Seguro de hogar | Seguros"><link rel="canonical" href="https://seguros.uy/insurance/home">' +
      '<link rel="icon" type="image/svg+xml" href="/favicon.svg"><script type="application/ld+json">{"@type":"FAQPage"}</script>';
  });

  it("replaces the previous page's title, description, canonical, preview and schema.org data", () => {
    applyPageHead('/insurance/bike', document, 'https://seguros.uy');
    expect(document.title).toBe('Seguro de bicicleta | Seguros');
    expect(content('meta[name="description"]')).toMatch(/^Cotizá en 2 minutos/);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(content('meta[property="og:title"]')).toBe('Seguro de bicicleta | Seguros');
    expect(content('meta[property="og:image"]')).toBe('https://seguros.uy/og-image.jpg');
    expect(content('meta[property="og:locale"]')).toBe('es_UY');
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://seguros.uy/insurance/bike',
    );
    const data = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
      JSON.parse(s.textContent ?? ''),
    );
    expect(data).toEqual([expect.objectContaining({ '@type': 'FAQPage' })]);
    expect(data[0].mainEntity[0].name).toBe('¿Cuánto demoro en cotizar y contratar?');
    expect(document.head.querySelector('link[rel="icon"]')).not.toBeNull();
    expect(content('meta[name="robots"]')).toBeNull();
  });

  it('gives a signed-in screen its title and noindex, and no preview', () => {
    applyPageHead('/policy/123', document, 'https://seguros.uy');
    expect(document.title).toBe('Tu póliza | Seguros');
    expect(content('meta[name="robots"]')).toBe('noindex');
    expect(content('meta[name="description"]')).toBeNull();
    expect(document.head.querySelector('meta[property^="og:"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
  });
});
