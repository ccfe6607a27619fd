import { useTestApp } from '../../../../helpers/build-app';
import { err } from '../../../../helpers/fixtures';

// /categories/external, /coverage/*, /guides/*: public catalogue, seeded from api/seeds.
const t = useTestApp();

describe('GET /api/v1/categories/external', () => {
  it('lists categories, insurers (berkley and surco included), plans per category and insurer, and sbi as integrated', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/categories/external' });
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(meta).toEqual({ code: 0 });
    expect(data.categories.map((c: { id: string }) => c.id)).toEqual([
      'home',
      'bike',
      'car',
      'garantia',
      'dental',
      'travel',
      'accidentes',
      'soa',
      'movilidad',
      'other',
    ]);
    expect(data.categories).toContainEqual({ id: 'garantia', label: 'Garantía de alquiler' });
    expect(data.insurers.map((i: { slug: string }) => i.slug).sort()).toEqual([
      'berkley',
      'bse',
      'hdi',
      'mapfre',
      'porto',
      'san-cristobal',
      'sancor',
      'sbi',
      'sura',
      'surco',
    ]);
    expect(data.insurers).toContainEqual({ slug: 'bse', name: 'Banco de Seguros del Estado' });
    expect(data.integratedInsurers).toEqual(['sbi']);
    for (const slug of ['sbi', 'bse', 'mapfre', 'porto', 'sura']) {
      expect(data.catalog.car[slug].length).toBeGreaterThan(0);
    }
    expect(data.catalog.car.bse).toEqual(['Automóviles Total', 'Automóviles Global', 'Responsabilidad Civil']);
    // A category without plans is present and empty: the wizard offers 'único'.
    expect(data.catalog.dental).toEqual({});
  });
});

describe('GET /api/v1/coverage/{company}/plans', () => {
  it('lists the car plans of the insurer that have a comparison', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/coverage/BSE/plans' });
    expect(res.json()).toEqual({
      data: { company: 'bse', plans: ['Automóviles Total', 'Automóviles Global', 'Responsabilidad Civil'] },
      meta: { code: 0 },
    });
    const none = await t.app.inject({ method: 'GET', url: '/api/v1/coverage/berkley/plans' });
    expect(none.json().data).toEqual({ company: 'berkley', plans: [] });
  });

  it('answers 404 for an unknown insurer and 400 for a malformed one', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/v1/coverage/acme/plans' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(err(404, 'No encontramos la aseguradora.'));
    const bad = await t.app.inject({ method: 'GET', url: `/api/v1/coverage/${'x'.repeat(41)}/plans` });
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /api/v1/coverage/table', () => {
  const table = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/v1/coverage/table', payload: payload as object });

  it('compares the chosen plans feature by feature', async () => {
    const res = await table({
      company: 'bse',
      plans: ['automóviles total', 'Responsabilidad Civil'],
      includeEmptyFeatures: false,
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.plans).toEqual(['Automóviles Total', 'Responsabilidad Civil']);
    expect(data.rows[0]).toEqual({
      featureKey: 'responsabilidad_civil',
      featureLabel: 'Responsabilidad civil',
      byPlan: {
        'Automóviles Total': { covered: true, valueText: 'USD 1.000.000' },
        'Responsabilidad Civil': { covered: true, valueText: 'USD 500.000' },
      },
    });
    expect(data.rows).toContainEqual({
      featureKey: 'granizo',
      featureLabel: 'Granizo',
      byPlan: {
        'Automóviles Total': { covered: true, valueText: null },
        'Responsabilidad Civil': { covered: false, valueText: null },
      },
    });
    // A feature one plan says nothing about is unknown (—) for it.
    expect(data.rows).toContainEqual(
      expect.objectContaining({
        featureKey: 'deducible',
        byPlan: expect.objectContaining({ 'Responsabilidad Civil': { covered: null, valueText: null } }),
      }),
    );
  });

  it('lists features no plan mentions only with includeEmptyFeatures', async () => {
    const without = (await table({ company: 'hdi' })).json().data;
    const withEmpty = (await table({ company: 'hdi', includeEmptyFeatures: true })).json().data;
    expect(without.plans).toEqual(['HDI Total', 'HDI Terceros Completo']);
    expect(without.rows.map((r: { featureKey: string }) => r.featureKey)).not.toContain('auto_sustituto');
    expect(withEmpty.rows).toContainEqual({
      featureKey: 'auto_sustituto',
      featureLabel: 'Auto sustituto',
      byPlan: {
        'HDI Total': { covered: null, valueText: null },
        'HDI Terceros Completo': { covered: null, valueText: null },
      },
    });
    expect(withEmpty.rows.length).toBeGreaterThan(without.rows.length);
  });

  it.each([[{ company: 'berkley' }], [{ company: 'bse', plans: [] }], [{ company: 'bse', plans: ['Plan Inventado'] }]])(
    "answers 'No hay planes para la compañía' for %p",
    async (payload) => {
      const res = await table(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(err(400, 'No hay planes para la compañía'));
    },
  );

  it('refuses an unknown company and bad input', async () => {
    expect((await table({ company: 'acme' })).statusCode).toBe(404);
    expect((await table({ plans: ['x'] })).json()).toEqual(err(400, 'El campo company es obligatorio.', 'company'));
    expect((await table({ company: 'bse', plans: { a: 1 } })).json()).toEqual(
      err(400, 'El campo plans debe ser una lista.', 'plans'),
    );
    expect((await table({ company: 'bse', plans: Array(21).fill('x') })).json()).toEqual(
      err(400, 'El campo plans debe tener como máximo 20 elementos.', 'plans'),
    );
  });
});

describe('GET /api/v1/guides/{insurer}/{variant}', () => {
  it.each(['sbi', 'bse', 'mapfre', 'porto', 'sura'])(
    'has the car guide of %s, the default variant',
    async (insurer) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/guides/${insurer}` });
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data).toMatchObject({
        insurer,
        variant: 'auto',
        title: expect.any(String),
        insurerName: expect.any(String),
      });
      for (const part of ['procedure', 'criticalPoints', 'documents', 'contacts'] as const) {
        expect(data.content[part].length).toBeGreaterThan(0);
      }
      for (const contact of data.content.contacts) expect(contact.phone).toMatch(/^\*?\d[\d ]+$/);
    },
  );

  it('reads a variant, by its name or by category id', async () => {
    const auto = await t.app.inject({ method: 'GET', url: '/api/v1/guides/bse/auto' });
    expect(auto.json().data.content.contacts[0]).toMatchObject({ phone: '*1995' });
    const home = await t.app.inject({ method: 'GET', url: '/api/v1/guides/sbi/home' });
    expect(home.json().data.variant).toBe('hogar');
  });

  it('answers 404 in Spanish for an unknown insurer or variant, 400 for a malformed one', async () => {
    const noVariant = await t.app.inject({ method: 'GET', url: '/api/v1/guides/mapfre/yate' });
    expect(noVariant.json()).toEqual(err(404, 'No encontramos la guía de esa aseguradora.'));
    const noInsurer = await t.app.inject({ method: 'GET', url: '/api/v1/guides/acme/auto' });
    expect(noInsurer.json()).toEqual(err(404, 'No encontramos la aseguradora.'));
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/guides/b%20se/auto' })).statusCode).toBe(400);
  });
});
