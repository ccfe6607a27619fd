import { useTestApp } from '../../../../helpers/build-app';
import { createExternal, countRows, err, manualPolicy, OTHER_USER, UNAUTHORIZED } from '../../../../helpers/fixtures';

const t = useTestApp();

const NOT_FOUND = err(404, 'No encontramos la póliza.');
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe('POST /api/v1/policy/external', () => {
  it('stores every field of the manual form and reads it back unchanged', async () => {
    const body = manualPolicy({
      prefill: {
        insuredName: 'ANA PEREZ',
        policyNumber: 'AU-2024-000123',
        validityDate: '2025-03-01',
        validityDateEnd: '2026-03-01',
        isRenewal: false,
        paymentMethod: 'Débito',
        currency: 'USD',
        price: 1037.61,
        brokerCardName: 'Corredora del Sur',
        productName: 'Automóviles',
        packageName: 'Automóviles Total',
      },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/policy/external',
      headers: await t.auth(),
      payload: body,
    });

    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created.meta).toEqual({ code: 0 });
    expect(created.data).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Automóviles',
      category: 'car',
      insurer: 'bse',
      companyId: 'bse',
      plan: 'Automóviles Total',
      selectedPackage: null,
      packageName: null,
      nombrePaquete: null,
      numeroPoliza: 'AU-2024-000123',
      titular: 'Ana Pérez',
      userName: 'Ana Pérez',
      status: 'activa',
      declaredValue: null,
      price: 1037.61,
      fechaEmision: '2025-03-01',
      fechaVencimiento: '2026-03-01',
      metodoPago: 'Débito',
      externo: true,
      benefits: [],
      productId: null,
      packageId: null,
      createdFromQuoteId: null,
      asegurado: 'Ana Pérez',
      vigenciaDesde: '2025-03-01',
      vigenciaHasta: '2026-03-01',
      tipoRenovacion: 'Automática',
      medioPago: 'Débito',
      prima: 850.5,
      premioTotal: 1037.61,
      cuotas: 10,
      corredor: 'Corredora del Sur',
      producto: 'Automóviles',
      descripcionBien: 'Volkswagen Gol 2019, matrícula SBC 1234',
      cobertura: 'Total con deducible',
      limite: 'USD 1.000.000',
      deducible: 'USD 350',
      prefill: body.prefill,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    // Every field the form sent comes back under the same name.
    for (const [key, value] of Object.entries(body)) {
      if (key === 'productId' || key === 'packageId') expect(created.data[key]).toBeNull();
      else expect(created.data[key]).toEqual(value);
    }

    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/policy/${created.data._id}`,
      headers: await t.auth(),
    });
    expect(read.json()).toEqual(created);
    // Attached to the wallet in the same write.
    const wallet = await t.app.inject({ method: 'GET', url: '/api/v1/user/policy', headers: await t.auth() });
    expect(wallet.json().data).toEqual([created.data]);
  });

  it("saves an incomplete policy as 'Faltan completar datos', empty fields as null", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/policy/external',
      headers: await t.auth(),
      payload: {
        status: 'Faltan completar datos',
        category: 'home',
        insurer: 'MAPFRE',
        asegurado: '',
        prima: '',
        plan: '   ',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      status: 'Faltan completar datos',
      category: 'home',
      insurer: 'mapfre',
      companyId: 'mapfre',
      asegurado: null,
      titular: null,
      prima: null,
      plan: null,
      price: null,
      externo: true,
    });
  });

  // Each row names the body field at fault (meta.field).
  it.each([
    [
      { vigenciaDesde: null, plan: '' },
      'Para guardar la póliza completá la vigencia desde y el plan.',
      'vigenciaDesde',
    ],
    [
      { insurer: 'sbi', numeroPoliza: null },
      'Para guardar la póliza completá el número de póliza / endoso.',
      'numeroPoliza',
    ],
    [{ vigenciaHasta: '2024-01-01' }, 'La vigencia hasta no puede ser anterior a la vigencia desde.', 'vigenciaHasta'],
    [{ category: 'yates' }, 'La categoría no es válida.', 'category'],
    [{ insurer: 'acme' }, 'La aseguradora no es válida.', 'insurer'],
    [{ status: 'pagada' }, 'El campo status debe ser uno de: activa, Faltan completar datos.', 'status'],
    [{ prima: 'mucho' }, 'Revisá la prima: debe ser un número.', 'prima'],
    [{ prima: -1 }, 'Revisá la prima: debe ser mayor o igual a 0.', 'prima'],
    [{ cuotas: 0 }, 'Revisá las cuotas: debe ser mayor o igual a 1.', 'cuotas'],
    [{ vigenciaDesde: '01/03/2025' }, 'Revisá la vigencia desde: no tiene un formato válido.', 'vigenciaDesde'],
    [{ vigenciaDesde: '2025-02-30' }, 'Revisá la vigencia desde: no tiene un formato válido.', 'vigenciaDesde'],
    [
      { corredor: 'x'.repeat(201) },
      'Revisá el nombre del corredor: debe tener como máximo 200 caracteres.',
      'corredor',
    ],
    [{ asegurado: 'Ana\u0000' }, 'Revisá el nombre del asegurado: no tiene un formato válido.', 'asegurado'],
    [{ category: undefined }, 'Completá la categoría.', 'category'],
    [{ prefill: 'sí' }, 'El campo prefill debe ser un objeto.', 'prefill'],
  ])('refuses %p with a Spanish 400 and writes nothing', async (override, message, field) => {
    await t.app.inject({ method: 'POST', url: '/api/v1/user/sync', headers: await t.auth() });
    const before = await countRows(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/policy/external',
      headers: await t.auth(),
      payload: manualPolicy(override),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(err(400, message, field));
    expect(await countRows(t.db)).toEqual(before);
  });

  it('refuses a signed-out caller', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/policy/external', payload: manualPolicy() });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHORIZED);
    expect((await countRows(t.db)).policies).toBe(0);
  });

  it('creates the user on the fly when the token has never been synced', async () => {
    await createExternal(t, manualPolicy(), { sub: 'auth0|new-user', name: 'Nueva' });
    const { rows } = await t.db.query('SELECT name FROM users');
    expect(rows).toEqual([{ name: 'Nueva' }]);
  });
});

describe('GET /api/v1/policy', () => {
  it("lists only the caller's policies, newest first", async () => {
    const first = await createExternal(t, manualPolicy({ numeroPoliza: 'A-1' }));
    const second = await createExternal(t, manualPolicy({ numeroPoliza: 'A-2' }));
    await createExternal(t, manualPolicy({ numeroPoliza: 'B-1' }), OTHER_USER);

    const res = await t.app.inject({ method: 'GET', url: '/api/v1/policy', headers: await t.auth() });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((p: { _id: string }) => p._id)).toEqual([second._id, first._id]);
  });

  it('returns at most 200', async () => {
    const { _id } = await createExternal(t);
    await t.db.query(
      `INSERT INTO policies (owner_user_id, status, externo, created_at)
       SELECT owner_user_id, 'activa', true, now() - n * interval '1 minute' FROM policies, generate_series(1, 210) n WHERE id = $1`,
      [_id],
    );
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/policy', headers: await t.auth() });
    expect(res.json().data).toHaveLength(200);
    expect(res.json().data[0]._id).toBe(_id);
  });

  it('answers an empty list to a user without policies and 401 signed out', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/policy', headers: await t.auth() })).json()).toEqual({
      data: [],
      meta: { code: 0 },
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/policy' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/v1/policy/company/{companyId}', () => {
  it("lists the caller's policies at that insurer only", async () => {
    const bse = await createExternal(t, manualPolicy({ insurer: 'bse' }));
    await createExternal(t, manualPolicy({ insurer: 'mapfre' }));
    await createExternal(t, manualPolicy({ insurer: 'bse' }), OTHER_USER);

    const res = await t.app.inject({ method: 'GET', url: '/api/v1/policy/company/BSE', headers: await t.auth() });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((p: { _id: string }) => p._id)).toEqual([bse._id]);
    const none = await t.app.inject({ method: 'GET', url: '/api/v1/policy/company/sura', headers: await t.auth() });
    expect(none.json().data).toEqual([]);
  });

  it('refuses a malformed company and a signed-out caller', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/policy/company/%3Cscript%3E',
      headers: await t.auth(),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual(err(400, 'El campo companyId no es válido.'));
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/policy/company/bse' })).statusCode).toBe(401);
  });
});

describe('GET /api/v1/policy/{id}', () => {
  it("answers another user's policy exactly like a missing one", async () => {
    const theirs = await createExternal(t, manualPolicy(), OTHER_USER);
    const other = await t.app.inject({ method: 'GET', url: `/api/v1/policy/${theirs._id}`, headers: await t.auth() });
    const missing = await t.app.inject({ method: 'GET', url: `/api/v1/policy/${MISSING_ID}`, headers: await t.auth() });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(NOT_FOUND);
    expect(missing.json()).toEqual(NOT_FOUND);
  });

  it.each(['not-a-uuid', 'urn:uuid:00000000-0000-4000-8000-000000000000', '{00000000-0000-4000-8000-000000000000}'])(
    'refuses the id %p with a 400',
    async (id) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/policy/${encodeURIComponent(id)}`,
        headers: await t.auth(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(err(400, 'El campo id no es válido.'));
    },
  );

  it('refuses a signed-out caller', async () => {
    const mine = await createExternal(t);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/policy/${mine._id}` });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /api/v1/policy/{id}', () => {
  it('replaces the manual fields and keeps the id', async () => {
    const mine = await createExternal(t, manualPolicy({ status: 'Faltan completar datos', plan: null }));
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/policy/${mine._id}`,
      headers: await t.auth(),
      payload: manualPolicy({ plan: 'Automóviles Global', premioTotal: null, prima: 700 }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      _id: mine._id,
      status: 'activa',
      plan: 'Automóviles Global',
      price: 700,
      premioTotal: null,
      externo: true,
    });
    expect(new Date(res.json().data.updatedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(mine.updatedAt as string).getTime(),
    );
  });

  it("answers 404 for another user's policy and leaves it unchanged", async () => {
    const theirs = await createExternal(t, manualPolicy(), OTHER_USER);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/policy/${theirs._id}`,
      headers: await t.auth(),
      payload: manualPolicy({ plan: 'Hackeado' }),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(NOT_FOUND);
    const { rows } = await t.db.query('SELECT plan FROM policies WHERE id = $1', [theirs._id]);
    expect(rows).toEqual([{ plan: 'Automóviles Total' }]);
  });

  it('refuses to edit a policy bought through the product', async () => {
    const mine = await createExternal(t);
    await t.db.query('UPDATE policies SET externo = false, status = $2 WHERE id = $1', [mine._id, 'pendiente']);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/policy/${mine._id}`,
      headers: await t.auth(),
      payload: manualPolicy(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(
      err(409, 'Esta póliza no se puede editar: solo se editan las pólizas que cargaste vos.'),
    );
    const { rows } = await t.db.query('SELECT status FROM policies WHERE id = $1', [mine._id]);
    expect(rows).toEqual([{ status: 'pendiente' }]);
  });

  it('refuses bad input and a signed-out caller, changing nothing', async () => {
    const mine = await createExternal(t);
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/policy/${mine._id}`,
      headers: await t.auth(),
      payload: manualPolicy({ cuotas: 'diez' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual(err(400, 'Revisá las cuotas: debe ser un número entero.', 'cuotas'));
    const out = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/policy/${mine._id}`,
      payload: manualPolicy({ plan: 'x' }),
    });
    expect(out.statusCode).toBe(401);
    const { rows } = await t.db.query('SELECT plan, cuotas FROM policies');
    expect(rows).toEqual([{ plan: 'Automóviles Total', cuotas: 10 }]);
  });
});

describe('DELETE /api/v1/policy/{id}', () => {
  it('deletes the policy and takes it out of the wallet', async () => {
    const mine = await createExternal(t);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/v1/policy/${mine._id}`, headers: await t.auth() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { _id: mine._id, deleted: true }, meta: { code: 0 } });
    expect(await countRows(t.db)).toMatchObject({ policies: 0, user_policies: 0 });
    const again = await t.app.inject({ method: 'DELETE', url: `/api/v1/policy/${mine._id}`, headers: await t.auth() });
    expect(again.statusCode).toBe(404);
  });

  it("answers 404 for another user's policy and keeps it", async () => {
    const theirs = await createExternal(t, manualPolicy(), OTHER_USER);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/v1/policy/${theirs._id}`, headers: await t.auth() });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(NOT_FOUND);
    expect(await countRows(t.db)).toMatchObject({ policies: 1, user_policies: 1 });
  });

  it('refuses a malformed id and a signed-out caller', async () => {
    const mine = await createExternal(t);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/v1/policy/123', headers: await t.auth() })).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/policy/${mine._id}` })).statusCode).toBe(401);
    expect((await countRows(t.db)).policies).toBe(1);
  });
});
