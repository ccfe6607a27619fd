import { useTestApp } from '../../../../helpers/build-app';
import { fakePackages } from '../../../../helpers/fake-sbi';
import { countRows, createQuote, err, OTHER_USER, UNAUTHORIZED } from '../../../../helpers/fixtures';

const t = useTestApp({ fakeSbi: true, env: () => ({ SBI_TIMEOUT_MS: '300' }) });

const CREATE_FAILED = err(502, 'No se pudo crear la cotizacion');

async function quoteRows() {
  return (await countRows(t.db)).quotes;
}

describe('POST /api/v1/quote/create', () => {
  it('prices a bike quote (shape a) with the partner: meta.code 0 and data._id', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/quote/create',
      headers: { 'x-request-id': 'req-quote-1' },
      payload: {
        declaredValue: 2500,
        contactEmail: 'ana@example.com',
        nombre: 'Ana Pérez',
        phoneNumber: '099 123 456',
        birthDate: '1990-05-01',
        productId: '101',
        category: 'bike',
        packageId: null,
      },
    });

    expect(res.statusCode).toBe(201);
    const [esencial] = fakePackages('101', 2500);
    expect(res.json()).toEqual({
      data: {
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        category: 'bike',
        declaredValue: 2500,
        price: esencial!.precio,
        currency: 'USD',
        contactEmail: 'ana@example.com',
        name: 'Ana Pérez',
        surname: null,
        phoneNumber: '099 123 456',
        birthDate: '1990-05-01',
        productId: '101',
        productName: 'Seguro de Bicicleta',
        packageId: esencial!.id,
        packageName: 'Esencial',
        selectedPackage: 'Esencial',
        coberturas: esencial!.coberturas,
        createdAt: expect.any(String),
      },
      meta: { code: 0 },
    });
    // The partner got our key and the request id.
    const call = t.sbi.requests.find((r) => r.url.startsWith('/v1/productos/101/paquetes'))!;
    expect(call.url).toBe('/v1/productos/101/paquetes?valorDeclarado=2500');
    expect(call.headers).toMatchObject({ 'x-api-key': 'sbi-test-key', 'x-request-id': 'req-quote-1' });
  });

  it('prices a home quote (shape b) from the chosen package, ignoring a price sent by the browser', async () => {
    const chosen = fakePackages('201', 250000)[1]!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/quote/create',
      payload: {
        value: 250000,
        name: 'Bruno',
        surname: 'Díaz',
        phoneNumber: '',
        email: 'bruno@example.com',
        birthDate: null,
        category: 'home',
        productId: '201',
        packageId: chosen.id,
        selectedPackage: { id: chosen.id, nombre: 'Recomendado', precio: 1 },
        price: 1,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      category: 'home',
      declaredValue: 250000,
      price: chosen.precio,
      contactEmail: 'bruno@example.com',
      name: 'Bruno',
      surname: 'Díaz',
      phoneNumber: null,
      productId: '201',
      productName: 'Seguro de Hogar - Casas',
      packageId: chosen.id,
      packageName: 'Recomendado',
      selectedPackage: 'Recomendado',
      coberturas: chosen.coberturas,
    });
  });

  it('passes the location to the partner for products rated by it', async () => {
    const chosen = fakePackages('204', 150000, 'interior')[0]!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/quote/create',
      payload: {
        category: 'home',
        value: 150000,
        productId: '204',
        packageId: chosen.id,
        ubicacion: 'interior',
        construccion: 'alternativa',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ packageId: chosen.id, price: chosen.precio, contactEmail: null });
  });

  it('keeps the quote of a signed-in person as theirs', async () => {
    const quote = await createQuote(t, {}, await t.auth());
    const { rows } = await t.db.query(
      'SELECT u.auth_sub FROM quotes q JOIN users u ON u.id = q.owner_user_id WHERE q.id = $1',
      [quote._id],
    );
    expect(rows).toEqual([{ auth_sub: 'auth0|demo-1' }]);
  });

  // Rows name the body field at fault when the api does; rest parameters keep jest from passing `done`
  // to the rows without one.
  it.each([
    [{ declaredValue: undefined }, 400, 'Completá el valor de tu bici (USD).', 'declaredValue'],
    // The bike quote form's labels (Valor de tu bici, Correo electrónico); other fields keep the generic sentence.
    [{ declaredValue: -5 }, 400, 'Revisá el valor de tu bici (USD): debe ser mayor a 0.', 'declaredValue'],
    [{ declaredValue: 'mucho' }, 400, 'Revisá el valor de tu bici (USD): debe ser un número.', 'declaredValue'],
    [{ category: 'car' }, 400, 'El campo category debe ser uno de: bike, home.', 'category'],
    [
      { contactEmail: 'no-es-un-correo' },
      400,
      'Revisá el correo electrónico: no tiene un formato válido.',
      'contactEmail',
    ],
    [{ birthDate: '1/5/1990' }, 400, 'El campo birthDate no es válido.', 'birthDate'],
    [
      { category: 'home', declaredValue: 0, productId: '201', packageId: '201-REC-1-MVD' },
      400,
      'Revisá el costo estimado de reconstrucción (USD): debe ser mayor a 0.',
      'declaredValue',
    ],
    [
      { category: 'home', productId: undefined, packageId: 'x' },
      400,
      'Falta el productId del seguro de hogar. Volvé a seleccionar el producto/paquete.',
    ],
    [
      { category: 'home', productId: '201' },
      400,
      'Falta el paquete del seguro de hogar. Volvé a seleccionar el producto/paquete.',
    ],
    [
      { category: 'home', productId: '201', packageId: '201-XXX-1-MVD', declaredValue: 100000 },
      400,
      'El paquete elegido no está disponible para ese valor. Volvé a seleccionar el plan.',
    ],
    [
      { category: 'home', productId: '101', packageId: '101-ESE-2000' },
      400,
      'El producto elegido no corresponde a este tipo de seguro.',
    ],
    [{ productId: '999' }, 400, 'El producto elegido no existe. Volvé a seleccionar el producto/paquete.'],
    [{ declaredValue: 90000 }, 400, 'El valor declarado debe estar entre USD 200 y USD 15.000.'],
  ])('refuses %p in Spanish, storing nothing', async (...[override, status, message, field]) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/quote/create',
      payload: { category: 'bike', declaredValue: 2000, contactEmail: 'ana@example.com', ...override },
    });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual(err(status, message, field));
    expect(await quoteRows()).toBe(0);
  });

  it('names `value` when the bike quote form (name, surname, value) sends no value', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/quote/create',
      payload: { category: 'bike', name: 'Ana', surname: 'Pérez', email: 'ana@example.com' },
    });
    expect(res.json()).toEqual(err(400, 'Completá el valor de tu bici (USD).', 'value'));
    expect(await quoteRows()).toBe(0);
  });

  it.each([
    ['down (503)', 'error'],
    ['answering something that is not JSON', 'malformed'],
    ['answering an unexpected shape', 'wrong_shape'],
    ['too slow', 'slow'],
    ['refusing our key', 'unauthorized'],
  ] as const)('answers 502 when the partner is %s, storing nothing', async (_, fault) => {
    t.sbi.setFault(fault);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/quote/create',
      payload: { category: 'bike', declaredValue: 2000 },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual(CREATE_FAILED);
    expect(await countRows(t.db)).toMatchObject({ quotes: 0, users: 0 });
  });

  it('retries a partner that failed once and then quotes', async () => {
    t.sbi.setFault('error', 1);
    const quote = await createQuote(t);
    expect(quote._id).toBeDefined();
    expect(t.sbi.requests).toHaveLength(2);
  });

  it('refuses an invalid token instead of quoting as a visitor', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/quote/create',
      headers: await t.auth({}, { expiresIn: -60 }),
      payload: { category: 'bike', declaredValue: 2000 },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHORIZED);
    expect(await quoteRows()).toBe(0);
    expect(t.sbi.requests).toHaveLength(0);
  });

  it('makes one quote per call under concurrent calls', async () => {
    const headers = await t.auth();
    const quotes = await Promise.all(Array.from({ length: 5 }, () => createQuote(t, {}, headers)));
    expect(new Set(quotes.map((q) => q._id)).size).toBe(5);
    expect(await countRows(t.db)).toMatchObject({ quotes: 5, users: 1 });
  });
});

describe('GET /api/v1/quote/{id}', () => {
  it("lets a visitor's quote be read by whoever holds its id", async () => {
    const quote = await createQuote(t);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/v1/quote/${quote._id}` });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ data: quote, meta: { code: 0 } });
    const signedIn = await t.app.inject({
      method: 'GET',
      url: `/api/v1/quote/${quote._id}`,
      headers: await t.auth(OTHER_USER),
    });
    expect(signedIn.statusCode).toBe(200);
  });

  it('shows an owned quote only to its owner: anyone else gets 404', async () => {
    const quote = await createQuote(t, {}, await t.auth());
    const owner = await t.app.inject({ method: 'GET', url: `/api/v1/quote/${quote._id}`, headers: await t.auth() });
    expect(owner.json().data).toEqual(quote);

    const notFound = err(404, 'No encontramos la cotización.');
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/v1/quote/${quote._id}`,
      headers: await t.auth(OTHER_USER),
    });
    const visitor = await t.app.inject({ method: 'GET', url: `/api/v1/quote/${quote._id}` });
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/quote/00000000-0000-4000-8000-000000000000' });
    expect([other.statusCode, visitor.statusCode, missing.statusCode]).toEqual([404, 404, 404]);
    expect(other.json()).toEqual(notFound);
    expect(visitor.json()).toEqual(notFound);
    expect(missing.json()).toEqual(notFound);
  });

  it('refuses a malformed id and an invalid token', async () => {
    const quote = await createQuote(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/quote/abc' })).json()).toEqual(
      err(400, 'El campo id no es válido.'),
    );
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/v1/quote/${quote._id}`,
      headers: { authorization: 'Bearer nope' },
    });
    expect(bad.statusCode).toBe(401);
  });
});

describe('GET /api/v1/quote/latest', () => {
  it("returns the caller's newest quote, not someone else's", async () => {
    const headers = await t.auth();
    await createQuote(t, { declaredValue: 1000 }, headers);
    const newest = await createQuote(t, { declaredValue: 3000 }, headers);
    await createQuote(t, { declaredValue: 4000 }, await t.auth(OTHER_USER));
    await createQuote(t, { declaredValue: 5000 });

    const res = await t.app.inject({ method: 'GET', url: '/api/v1/quote/latest', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(newest);
  });

  it('filters by createdAfter and says so when there is none', async () => {
    const headers = await t.auth();
    const quote = await createQuote(t, {}, headers);
    const before = new Date(new Date(quote.createdAt as string).getTime() - 60_000).toISOString();
    const after = new Date(new Date(quote.createdAt as string).getTime() + 1).toISOString();

    const found = await t.app.inject({ method: 'GET', url: `/api/v1/quote/latest?createdAfter=${before}`, headers });
    expect(found.json().data._id).toBe(quote._id);
    const none = await t.app.inject({ method: 'GET', url: `/api/v1/quote/latest?createdAfter=${after}`, headers });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual(err(404, 'No hay cotizaciones.'));
    const nobody = await t.app.inject({
      method: 'GET',
      url: '/api/v1/quote/latest',
      headers: await t.auth(OTHER_USER),
    });
    expect(nobody.json()).toEqual(err(404, 'No hay cotizaciones.'));
  });

  it('refuses a malformed createdAfter and a signed-out caller', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/quote/latest?createdAfter=ayer',
      headers: await t.auth(),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual(err(400, 'El campo createdAfter no es válido.'));
    const out = await t.app.inject({ method: 'GET', url: '/api/v1/quote/latest' });
    expect(out.statusCode).toBe(401);
  });
});
