import { useTestApp } from '../../../../helpers/build-app';
import { createExternal, err, manualPolicy, OTHER_USER, UNAUTHORIZED } from '../../../../helpers/fixtures';
import { fakePdf } from '../../../../helpers/fake-sbi';
import { createPendingPolicy, emissionBody, emit, notify } from '../../../../helpers/sbi-fixtures';

const t = useTestApp({ fakeSbi: true });

const NOT_FOUND = err(404, 'No encontramos la póliza en la aseguradora.');
const b64url = (text: string) => Buffer.from(text).toString('base64url');
const b64padded = (text: string) => Buffer.from(text).toString('base64').replace(/\+/g, '-').replace(/\//g, '_');

async function get(url: string, claims?: Parameters<typeof t.auth>[0]) {
  return t.app.inject({ method: 'GET', url, headers: await t.auth(claims) });
}

/** Saves the document in the caller's 'Mi Perfil' (PUT /user/profile, which checks the CI's check digit). */
async function saveDocument(documentNumber: string, claims?: Parameters<typeof t.auth>[0]) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/user/profile',
    headers: await t.auth(claims),
    payload: { documentType: 'CI', documentNumber },
  });
  if (res.statusCode !== 200) throw new Error(`profile answered ${res.statusCode}: ${res.body}`);
}

/** Someone else whose name is exactly Ana's (idp-dev has one: ana.perez@example.com). */
const NAMESAKE = { sub: 'auth0|ana-namesake', email: 'ana.perez@example.com', name: 'Ana Pérez', nickname: 'anap' };

/** A policy the caller bought through the product and the partner issued. */
async function issuedPolicy() {
  const policy = await createPendingPolicy(t, { category: 'home' });
  await emit(t, emissionBody(policy));
  const event = t.sbi.pay(policy._id);
  const res = await notify(t, policy._id, event);
  if (res.statusCode !== 200) throw new Error(`notification answered ${res.statusCode}: ${res.body}`);
  return { policy, numero: event.numeroPoliza };
}

describe('GET /api/v1/sbi/poliza/:number', () => {
  it("returns the prefill of the caller's own policy at the partner: the insured's document is in their profile", async () => {
    await saveDocument('1.234.567-2');
    const res = await get('/api/v1/sbi/poliza/SBI-10000001');
    expect(res.statusCode).toBe(200);
    // The spec's prefill: the insured's document is compared, not passed on.
    expect(res.json()).toEqual({
      data: {
        insuredName: 'Ana Pérez',
        policyNumber: 'SBI-10000001',
        validityDate: '2026-03-01',
        validityDateEnd: '2027-03-01',
        isRenewal: true,
        paymentMethod: 'Tarjeta de crédito',
        currency: 'USD',
        price: 463.62,
        brokerCardName: 'Martínez & Asociados Corredores de Seguros',
        productName: 'Seguro de Hogar - Casas',
        packageName: 'Recomendado',
      },
      meta: { code: 0 },
    });
    // Numbers as the partner reads them; the document however it was written (dots and dash or not).
    expect((await get('/api/v1/sbi/poliza/sbi%2010000001')).statusCode).toBe(200);
    expect((await get('/api/v1/sbi/poliza/10000001')).statusCode).toBe(200);
    await saveDocument('1234567-2');
    expect((await get('/api/v1/sbi/poliza/SBI-10000001')).statusCode).toBe(200);
  });

  it('answers 404 to a namesake: the same name is not the same person (it got the prefill before)', async () => {
    await saveDocument('1.234.567-2');
    expect((await get('/api/v1/sbi/poliza/SBI-10000001', NAMESAKE)).json()).toEqual(NOT_FOUND);
    // With a document of their own, still not Ana's policy.
    await saveDocument('3.333.333-3', NAMESAKE);
    expect((await get('/api/v1/sbi/poliza/SBI-10000001', NAMESAKE)).json()).toEqual(NOT_FOUND);
  });

  it('answers 404 while the caller has no document in their profile, whatever their name', async () => {
    expect((await get('/api/v1/sbi/poliza/SBI-10000001')).json()).toEqual(NOT_FOUND);
    expect((await get('/api/v1/sbi/poliza/SBI-10000001', { name: '  ana   perez ' })).json()).toEqual(NOT_FOUND);
  });

  it("answers 404 not_found for someone else's policy and for an unknown number", async () => {
    await saveDocument('1.234.567-2');
    const other = await get('/api/v1/sbi/poliza/SBI-20000001');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(NOT_FOUND);
    await saveDocument('4.444.444-4', OTHER_USER);
    expect((await get('/api/v1/sbi/poliza/SBI-20000001', OTHER_USER)).statusCode).toBe(200);
    expect((await get('/api/v1/sbi/poliza/SBI-77777777')).json()).toEqual(NOT_FOUND);
  });

  it('returns a policy the caller bought through the product, whatever the insured name', async () => {
    const { numero } = await issuedPolicy();
    const res = await get(`/api/v1/sbi/poliza/${numero}`, { name: 'Otro Nombre' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ policyNumber: numero, brokerCardName: 'Seguros · marketplace online' });
    expect((await get(`/api/v1/sbi/poliza/${numero}`, OTHER_USER)).json()).toEqual(NOT_FOUND);
  });

  it('answers 401 signed out, 400 to a malformed number, 502 when the partner is down', async () => {
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/v1/sbi/poliza/SBI-10000001' });
    expect(signedOut.json()).toEqual(UNAUTHORIZED);
    expect((await get('/api/v1/sbi/poliza/..%2F..%2Fadmin')).statusCode).toBe(400);
    t.sbi.setFault('error');
    const down = await get('/api/v1/sbi/poliza/SBI-10000001');
    expect(down.statusCode).toBe(502);
    expect(down.json()).toEqual(
      err(502, 'No pudimos consultar la póliza en la aseguradora. Probá de nuevo más tarde.'),
    );
  });
});

describe('GET /api/v1/sbi/poliza/:number/documents', () => {
  it('lists the certificate and the invoice of a policy the caller owns', async () => {
    const { numero } = await issuedPolicy();
    const res = await get(`/api/v1/sbi/poliza/${numero}/documents`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        { fileName: `poliza_${numero}.pdf`, mime: 'application/pdf' },
        { fileName: `${numero.slice(-7)}.pdf`, mime: 'application/pdf' },
      ],
      meta: { code: 0 },
    });
  });

  it('answers 404 to anyone who does not own a policy with that number, without asking the partner', async () => {
    const { numero } = await issuedPolicy();
    t.sbi.reset();
    const res = await get(`/api/v1/sbi/poliza/${numero}/documents`, OTHER_USER);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(NOT_FOUND);
    // A seeded policy the caller is the insured of, but never loaded into the wallet: not theirs to download here.
    expect((await get('/api/v1/sbi/poliza/SBI-10000001/documents')).statusCode).toBe(404);
    expect(t.sbi.requests).toHaveLength(0);
  });

  it("serves a policy loaded by hand only when the partner's insured document is the caller's", async () => {
    await createExternal(t, manualPolicy({ insurer: 'sbi', category: 'home', numeroPoliza: 'SBI-10000001' }));
    // Ana's name, but no document in her profile yet.
    expect((await get('/api/v1/sbi/poliza/SBI-10000001/documents')).json()).toEqual(NOT_FOUND);
    await saveDocument('1.234.567-2');
    expect((await get('/api/v1/sbi/poliza/SBI-10000001/documents')).statusCode).toBe(200);
    // Bruno types Ana's number into his wallet: the partner says the policy is Ana's.
    await createExternal(
      t,
      manualPolicy({ insurer: 'sbi', category: 'home', numeroPoliza: 'SBI-10000001' }),
      OTHER_USER,
    );
    expect((await get('/api/v1/sbi/poliza/SBI-10000001/documents', OTHER_USER)).json()).toEqual(NOT_FOUND);
    const file = `/api/v1/sbi/poliza/file/SBI-10000001/name/${b64url('poliza_SBI-10000001')}`;
    expect((await get(file, OTHER_USER)).json()).toEqual(NOT_FOUND);
    // Ana's namesake does the same: the name matches, the document does not (it got the PDFs before).
    await createExternal(t, manualPolicy({ insurer: 'sbi', category: 'home', numeroPoliza: 'SBI-10000001' }), NAMESAKE);
    expect((await get('/api/v1/sbi/poliza/SBI-10000001/documents', NAMESAKE)).json()).toEqual(NOT_FOUND);
    expect((await get(file, NAMESAKE)).json()).toEqual(NOT_FOUND);
    expect((await get(file)).statusCode).toBe(200);
  });

  it("answers 502 with the spec's message when the partner is down or answers nonsense", async () => {
    const { numero } = await issuedPolicy();
    t.sbi.setFault('error');
    const down = await get(`/api/v1/sbi/poliza/${numero}/documents`);
    expect(down.statusCode).toBe(502);
    expect(down.json()).toEqual(err(502, 'No se pudieron obtener los documentos'));
    t.sbi.setFault('wrong_shape');
    expect((await get(`/api/v1/sbi/poliza/${numero}/documents`)).json()).toEqual(
      err(502, 'No se pudieron obtener los documentos'),
    );
  });
});

describe('GET /api/v1/sbi/poliza/file/:number/name/:name', () => {
  it('returns the PDF as base64, the name given as base64url with or without padding', async () => {
    const { numero } = await issuedPolicy();
    // 'poliza_SBI-30000000' is 19 bytes: its base64 ends with one '='.
    const name = `poliza_${numero}`;
    expect(b64padded(name)).toMatch(/=$/);
    for (const segment of [b64url(name), b64padded(name), b64url(`${name}.pdf`)]) {
      const res = await get(`/api/v1/sbi/poliza/file/${numero}/name/${segment}`);
      expect([segment, res.statusCode]).toEqual([segment, 200]);
      expect(res.json()).toEqual({
        data: {
          dataBase64: fakePdf(numero, `${name}.pdf`).toString('base64'),
          mime: 'application/pdf',
          fileName: `${name}.pdf`,
        },
        meta: { code: 0 },
      });
      expect(Buffer.from(res.json().data.dataBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    }
    // The invoice (numeric name).
    const invoice = await get(`/api/v1/sbi/poliza/file/${numero}/name/${b64url(numero.slice(-7))}`);
    expect(invoice.json().data.fileName).toBe(`${numero.slice(-7)}.pdf`);
  });

  it("answers 404 to another user, 400 to a name that is not a file's, 404 to an unknown file", async () => {
    const { numero } = await issuedPolicy();
    const segment = b64url(`poliza_${numero}`);
    expect((await get(`/api/v1/sbi/poliza/file/${numero}/name/${segment}`, OTHER_USER)).json()).toEqual(NOT_FOUND);
    const traversal = await get(`/api/v1/sbi/poliza/file/${numero}/name/${b64url('../../etc/passwd')}`);
    expect(traversal.json()).toEqual(err(400, 'El nombre del archivo no es válido.'));
    expect((await get(`/api/v1/sbi/poliza/file/${numero}/name/A`)).statusCode).toBe(400);
    const unknown = await get(`/api/v1/sbi/poliza/file/${numero}/name/${b64url('otro')}`);
    expect(unknown.json()).toEqual(err(404, 'No encontramos el archivo.'));
  });

  it("answers 502 'Error al obtener archivo' when the partner fails or sends something that is not a PDF", async () => {
    const { numero } = await issuedPolicy();
    const url = `/api/v1/sbi/poliza/file/${numero}/name/${b64url(`poliza_${numero}`)}`;
    t.sbi.setFault('error');
    expect((await get(url)).json()).toEqual(err(502, 'Error al obtener archivo'));
    t.sbi.setFault('wrong_shape');
    expect((await get(url)).json()).toEqual(err(502, 'Error al obtener archivo'));
    const signedOut = await t.app.inject({ method: 'GET', url });
    expect(signedOut.statusCode).toBe(401);
  });
});
