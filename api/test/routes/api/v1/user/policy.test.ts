import type { JWTPayload } from 'jose';
import { useTestApp } from '../../../../helpers/build-app';
import { fakePackages } from '../../../../helpers/fake-sbi';
import {
  countRows,
  createExternal,
  createQuote,
  err,
  manualPolicy,
  OTHER_USER,
  UNAUTHORIZED,
} from '../../../../helpers/fixtures';

const t = useTestApp({ fakeSbi: true });

const ids = (res: { json(): { data: Array<{ _id: string }> } }) => res.json().data.map((p) => p._id);

describe('GET /api/v1/user/policy', () => {
  it('answers the wallet, newest first, and an empty list to a new user', async () => {
    const empty = await t.app.inject({ method: 'GET', url: '/api/v1/user/policy', headers: await t.auth() });
    expect(empty.json()).toEqual({ data: [], meta: { code: 0 } });

    const first = await createExternal(t);
    const second = await createExternal(t);
    await createExternal(t, manualPolicy(), OTHER_USER);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/policy', headers: await t.auth() });
    expect(ids(res)).toEqual([second._id, first._id]);
  });

  it('refuses a signed-out caller', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/policy' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHORIZED);
  });
});

describe('POST /api/v1/user/policy', () => {
  async function detachAll() {
    await t.db.query('DELETE FROM user_policies');
  }

  it('merges the ids into the wallet without duplicates and never removes', async () => {
    const a = await createExternal(t);
    const b = await createExternal(t);
    await detachAll();

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/policy',
      headers: await t.auth(),
      payload: [a._id, a._id],
    });
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual([a._id]);

    const merged = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/policy',
      headers: await t.auth(),
      payload: [b._id, a._id.toUpperCase()],
    });
    expect(ids(merged)).toEqual([b._id, a._id]);
    // Posting a subset keeps the others.
    const subset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/policy',
      headers: await t.auth(),
      payload: [b._id],
    });
    expect(ids(subset)).toEqual([b._id, a._id]);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/policy',
      headers: await t.auth(),
      payload: [],
    });
    expect(ids(empty)).toEqual([b._id, a._id]);
    expect((await countRows(t.db)).user_policies).toBe(2);
  });

  it("refuses another user's or a missing policy with 404, attaching none of the ids", async () => {
    const mine = await createExternal(t);
    const theirs = await createExternal(t, manualPolicy(), OTHER_USER);
    await detachAll();
    for (const payload of [
      [mine._id, theirs._id],
      [mine._id, '00000000-0000-4000-8000-000000000000'],
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/user/policy', headers: await t.auth(), payload });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(err(404, 'No encontramos la póliza.'));
    }
    expect((await countRows(t.db)).user_policies).toBe(0);
  });

  it.each([
    [{ ids: [] }, 'El cuerpo de la solicitud no es válido.', undefined],
    [['not-a-uuid'], 'El campo [0] no es válido.', '[0]'],
    [[42], 'El campo [0] no es válido.', '[0]'],
  ])('refuses the body %p with a 400', async (payload, message, field) => {
    await t.app.inject({ method: 'POST', url: '/api/v1/user/sync', headers: await t.auth() });
    const before = await countRows(t.db);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/user/policy', headers: await t.auth(), payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(err(400, message, field));
    expect(await countRows(t.db)).toEqual(before);
  });

  it('refuses a signed-out caller', async () => {
    const mine = await createExternal(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/user/policy', payload: [mine._id] });
    expect(res.statusCode).toBe(401);
  });

  it('attaches once under concurrent calls', async () => {
    const mine = await createExternal(t);
    await detachAll();
    const headers = await t.auth();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({ method: 'POST', url: '/api/v1/user/policy', headers, payload: [mine._id] }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await countRows(t.db)).user_policies).toBe(1);
  });
});

describe('POST /api/v1/user/policy-from-quote', () => {
  const buy = async (quoteId: string, claims?: JWTPayload) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/user/policy-from-quote',
      headers: await t.auth(claims),
      payload: { quoteId },
    });

  it("creates the pending policy from the visitor's quote and claims the quote", async () => {
    const quote = await createQuote(t, {
      nombre: 'Ana',
      surname: 'Pérez',
      declaredValue: 3000,
      phoneNumber: '099 111 222',
    });
    const res = await buy(quote._id);

    expect(res.statusCode).toBe(200);
    const [esencial] = fakePackages('101', 3000);
    expect(res.json().data).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Seguro de Bicicleta',
      category: 'bike',
      insurer: 'sbi',
      companyId: 'sbi',
      plan: 'Esencial',
      selectedPackage: 'Esencial',
      packageName: 'Esencial',
      nombrePaquete: 'Esencial',
      numeroPoliza: null,
      titular: 'Ana Pérez',
      userName: 'Ana Pérez',
      status: 'pendiente',
      declaredValue: 3000,
      price: esencial!.precio,
      fechaEmision: null,
      fechaVencimiento: null,
      metodoPago: null,
      externo: false,
      benefits: esencial!.coberturas.map((c) => ({ _id: expect.any(String), ...c })),
      productId: '101',
      packageId: esencial!.id,
      createdFromQuoteId: quote._id,
      asegurado: null,
      vigenciaDesde: null,
      vigenciaHasta: null,
      tipoRenovacion: null,
      medioPago: null,
      prima: null,
      premioTotal: null,
      cuotas: null,
      corredor: null,
      producto: null,
      descripcionBien: null,
      cobertura: null,
      limite: null,
      deducible: null,
      prefill: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const wallet = await t.app.inject({ method: 'GET', url: '/api/v1/user/policy', headers: await t.auth() });
    expect(wallet.json().data).toEqual([res.json().data]);

    // The quote is now the buyer's: a visitor can no longer read it, nor can anyone else buy it.
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/quote/${quote._id}` })).statusCode).toBe(404);
    const other = await buy(quote._id, OTHER_USER);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(err(404, 'No encontramos la cotización.'));
    expect(await countRows(t.db)).toMatchObject({ policies: 1, user_policies: 1 });
  });

  it('returns the same policy when called again', async () => {
    const quote = await createQuote(t, {}, await t.auth());
    const first = await buy(quote._id);
    const again = await buy(quote._id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await countRows(t.db)).toMatchObject({ policies: 1, user_policies: 1 });
  });

  it('makes exactly one policy under concurrent calls, and every call answers it', async () => {
    const quote = await createQuote(t);
    const headers = await t.auth();
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/user/policy-from-quote',
          headers,
          payload: { quoteId: quote._id },
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(responses.map((r) => r.json().data._id)).size).toBe(1);
    expect(await countRows(t.db)).toMatchObject({ policies: 1, user_policies: 1, users: 1 });
  });

  it("lets only one of two people racing for a visitor's quote have it", async () => {
    const quote = await createQuote(t);
    const [a, b] = await Promise.all([buy(quote._id), buy(quote._id, OTHER_USER)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 404]);
    expect((await countRows(t.db)).policies).toBe(1);
  });

  it("refuses a quote without contact e-mail with the spec's message, writing nothing", async () => {
    const quote = await createQuote(t, { contactEmail: null });
    const before = await countRows(t.db);
    const res = await buy(quote._id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(err(400, 'Falta el correo de contacto'));
    // Not even the user row the token would have created, nor the claim of the quote.
    expect(await countRows(t.db)).toEqual(before);
    const { rows } = await t.db.query('SELECT owner_user_id FROM quotes');
    expect(rows).toEqual([{ owner_user_id: null }]);
  });

  it("answers 404 for another user's quote and for a missing one", async () => {
    const theirs = await createQuote(t, {}, await t.auth(OTHER_USER));
    expect((await buy(theirs._id)).json()).toEqual(err(404, 'No encontramos la cotización.'));
    expect((await buy('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await countRows(t.db)).policies).toBe(0);
  });

  it('refuses bad input and a signed-out caller', async () => {
    const quote = await createQuote(t);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/policy-from-quote',
      headers: await t.auth(),
      payload: { quoteId: 5 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual(err(400, 'El campo quoteId no es válido.', 'quoteId'));
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/policy-from-quote',
      headers: await t.auth(),
      payload: {},
    });
    expect(missing.json()).toEqual(err(400, 'El campo quoteId es obligatorio.', 'quoteId'));
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/policy-from-quote',
      payload: { quoteId: quote._id },
    });
    expect(out.statusCode).toBe(401);
    expect((await countRows(t.db)).policies).toBe(0);
  });
});
