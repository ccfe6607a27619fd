import { useTestApp } from '../../../../helpers/build-app';
import { countRows, createExternal, createQuote, err, manualPolicy, OTHER_USER } from '../../../../helpers/fixtures';

/*
 * The manual policy form's coverage rows (benefits) and the spec §5 rules on the server: what 'activa'
 * requires, what 'Faltan completar datos' does not, the field each 400 names, nothing written on a refusal.
 */
const t = useTestApp({ fakeSbi: true });

const ROWS = [
  { nombreCobertura: 'Incendio edificio', sumaAsegurada: 150000 },
  { nombreCobertura: 'Responsabilidad civil', sumaAsegurada: null },
];

async function put(id: string, body: Record<string, unknown>, claims?: Record<string, unknown>) {
  return t.app.inject({ method: 'PUT', url: `/api/v1/policy/${id}`, headers: await t.auth(claims), payload: body });
}

describe('coverage rows of a manual policy', () => {
  it('stores them as the policy benefits, each with its own id, and returns them like a bought policy', async () => {
    const created = await createExternal(t, manualPolicy({ benefits: ROWS }));
    const benefits = created.benefits as Array<{ _id: string; nombreCobertura: string; sumaAsegurada: number | null }>;
    expect(benefits.map(({ nombreCobertura, sumaAsegurada }) => ({ nombreCobertura, sumaAsegurada }))).toEqual(ROWS);
    expect(new Set(benefits.map((b) => b._id)).size).toBe(2);
    for (const b of benefits) expect(b._id).toMatch(/^[0-9a-f-]{36}$/);

    const read = await t.app.inject({ method: 'GET', url: `/api/v1/policy/${created._id}`, headers: await t.auth() });
    expect(read.json().data.benefits).toEqual(benefits);
    const wallet = await t.app.inject({ method: 'GET', url: '/api/v1/user/policy', headers: await t.auth() });
    expect(wallet.json().data[0].benefits).toEqual(benefits);
  });

  it('trims names, keeps an edited row id, gives repeated ids a new one', async () => {
    const created = await createExternal(t, manualPolicy({ benefits: ROWS }));
    const [first] = created.benefits as Array<{ _id: string }>;
    const res = await put(
      created._id,
      manualPolicy({
        benefits: [
          { _id: first!._id, nombreCobertura: '  Incendio edificio y contenido ', sumaAsegurada: 180000.5 },
          { _id: first!._id, nombreCobertura: 'Cristales', sumaAsegurada: 0 },
        ],
      }),
    );
    expect(res.statusCode).toBe(200);
    const benefits = res.json().data.benefits;
    expect(benefits[0]).toEqual({
      _id: first!._id,
      nombreCobertura: 'Incendio edificio y contenido',
      sumaAsegurada: 180000.5,
    });
    expect(benefits[1]).toMatchObject({ nombreCobertura: 'Cristales', sumaAsegurada: 0 });
    expect(benefits[1]._id).not.toBe(first!._id);
  });

  it('PUT without benefits keeps the rows; an empty list removes them', async () => {
    const created = await createExternal(t, manualPolicy({ benefits: ROWS }));
    const kept = await put(created._id, manualPolicy({ plan: 'Otro plan' }));
    expect(kept.json().data.benefits).toEqual(created.benefits);
    const cleared = await put(created._id, manualPolicy({ benefits: [] }));
    expect(cleared.json().data.benefits).toEqual([]);
  });

  it.each([
    [
      { benefits: [{ nombreCobertura: '   ', sumaAsegurada: 10 }] },
      'Completá el nombre de la cobertura.',
      'benefits[0].nombreCobertura',
    ],
    [
      { benefits: [ROWS[0], { nombreCobertura: '', sumaAsegurada: 10 }] },
      'Completá el nombre de la cobertura.',
      'benefits[1].nombreCobertura',
    ],
    [
      { benefits: [{ nombreCobertura: 'Robo', sumaAsegurada: -1 }] },
      'Revisá la suma asegurada (USD): debe ser mayor o igual a 0.',
      'benefits[0].sumaAsegurada',
    ],
    [
      { benefits: [{ nombreCobertura: 'Robo', sumaAsegurada: 'mucho' }] },
      'Revisá la suma asegurada (USD): debe ser un número.',
      'benefits[0].sumaAsegurada',
    ],
    [
      { benefits: [{ nombreCobertura: 'x'.repeat(201) }] },
      'Revisá el nombre de la cobertura: debe tener como máximo 200 caracteres.',
      'benefits[0].nombreCobertura',
    ],
    [
      { benefits: Array.from({ length: 51 }, (_, i) => ({ nombreCobertura: `Cobertura ${i}` })) },
      'Revisá las coberturas: debe tener como máximo 50 elementos.',
      'benefits',
    ],
  ])('refuses %p naming the row field, writing nothing', async (override, message, field) => {
    await t.app.inject({ method: 'POST', url: '/api/v1/user/sync', headers: await t.auth() });
    const before = await countRows(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/policy/external',
      headers: await t.auth(),
      payload: manualPolicy(override),
    });
    expect(res.json()).toEqual(err(400, message, field));
    expect(await countRows(t.db)).toEqual(before);
  });
});

describe('spec §5 rules on the server', () => {
  it.each([
    ['vigenciaDesde', 'la vigencia desde'],
    ['vigenciaHasta', 'la vigencia hasta'],
    ['producto', 'el producto'],
    ['plan', 'el plan'],
  ])("'activa' requires %s", async (field, label) => {
    await t.app.inject({ method: 'POST', url: '/api/v1/user/sync', headers: await t.auth() });
    const before = await countRows(t.db);
    for (const value of [null, '', '  ', undefined]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/policy/external',
        headers: await t.auth(),
        payload: manualPolicy({ [field]: value }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().meta.field).toBe(field);
      expect(res.json().meta.message).toContain(label);
    }
    expect(await countRows(t.db)).toEqual(before);
  });

  it("requires the policy number only for sbi, and names every missing field with the form's labels", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/policy/external',
      headers: await t.auth(),
      payload: manualPolicy({ insurer: 'sbi', numeroPoliza: '', vigenciaDesde: null, vigenciaHasta: null, plan: '' }),
    });
    expect(res.json()).toEqual(
      err(
        400,
        'Para guardar la póliza completá el número de póliza / endoso, la vigencia desde, la vigencia hasta y el plan.',
        'numeroPoliza',
      ),
    );
    expect((await createExternal(t, manualPolicy({ insurer: 'mapfre', numeroPoliza: null }))).numeroPoliza).toBeNull();
  });

  it("saves 'Faltan completar datos' with only category and insurer", async () => {
    const created = await createExternal(t, { status: 'Faltan completar datos', category: 'home', insurer: 'porto' });
    expect(created).toMatchObject({ status: 'Faltan completar datos', externo: true, benefits: [], plan: null });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/policy/external',
      headers: await t.auth(),
      payload: { status: 'Faltan completar datos', category: 'home' },
    });
    expect(bad.json()).toEqual(err(400, 'Completá la aseguradora.', 'insurer'));
  });

  it('refuses cuotas below 1 and a validity that ends before it starts, on PUT too, changing nothing', async () => {
    const created = await createExternal(t, manualPolicy({ benefits: ROWS }));
    const before = await countRows(t.db);
    const cuotas = await put(created._id, manualPolicy({ cuotas: 0, benefits: [] }));
    expect(cuotas.json()).toEqual(err(400, 'Revisá las cuotas: debe ser mayor o igual a 1.', 'cuotas'));
    const order = await put(
      created._id,
      manualPolicy({ vigenciaDesde: '2026-03-01', vigenciaHasta: '2026-02-28', benefits: [] }),
    );
    expect(order.json()).toEqual(
      err(400, 'La vigencia hasta no puede ser anterior a la vigencia desde.', 'vigenciaHasta'),
    );
    expect(await countRows(t.db)).toEqual(before);
    const read = await t.app.inject({ method: 'GET', url: `/api/v1/policy/${created._id}`, headers: await t.auth() });
    expect(read.json().data.benefits).toEqual(created.benefits);
  });

  it("edits only the caller's own external policies: 404 for another's, 409 for a bought one", async () => {
    const theirs = await createExternal(t, manualPolicy({ benefits: ROWS }), OTHER_USER);
    const res = await put(theirs._id, manualPolicy({ benefits: [] }));
    expect(res.json()).toEqual(err(404, 'No encontramos la póliza.'));
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/policy/${theirs._id}`,
      headers: await t.auth(OTHER_USER),
    });
    expect(read.json().data.benefits).toEqual(theirs.benefits);

    const quote = await createQuote(t, {}, await t.auth());
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/policy-from-quote',
      headers: await t.auth(),
      payload: { quoteId: quote._id },
    });
    const conflict = await put(bought.json().data._id, manualPolicy());
    expect(conflict.statusCode).toBe(409);
  });
});
