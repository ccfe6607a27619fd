import { Writable } from 'node:stream';
import { normalizeDocumentNumber, normalizeUyPhone } from 'contracts';
import { useTestApp } from '../../../../helpers/build-app';
import { countRows, err, OTHER_USER, UNAUTHORIZED } from '../../../../helpers/fixtures';

/* 'Mi Perfil': GET and PUT /user/profile, always the caller's own; document numbers never logged. */
const logs: string[] = [];
const t = useTestApp({
  logger: {
    level: 'debug',
    stream: new Writable({
      write(chunk, _encoding, done) {
        logs.push(String(chunk));
        done();
      },
    }),
  },
});

const URL = '/api/v1/user/profile';
const put = async (payload: unknown, claims?: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: URL, headers: await t.auth(claims), payload: payload as object });
const get = async (claims?: Record<string, unknown>) =>
  t.app.inject({ method: 'GET', url: URL, headers: await t.auth(claims) });

describe('the Uruguayan rules (contracts)', () => {
  it.each([
    ['099 123 456', '099123456'],
    ['+598 99 123 456', '099123456'],
    ['00598-98-765-432', '098765432'],
    ['2400 1234', '24001234'],
    ['(4) 472-1234', '44721234'],
    ['+598 2400 1234', '24001234'],
  ])('accepts the phone %p as %p', (raw, value) => {
    expect(normalizeUyPhone(raw)).toEqual({ ok: true, value });
  });

  it.each(['099 12 345', '1234 5678', '090 123 456', '+54 11 4444 5555', '0991234567', 'celular'])(
    'refuses the phone %p',
    (raw) => {
      expect(normalizeUyPhone(raw).ok).toBe(false);
    },
  );

  it.each([
    ['CI', '1.234.567-2', '12345672'],
    ['CI', '4.907.760-2', '49077602'],
    ['CI', '999.999-7', '9999997'],
    ['RUT', '21-100342-001-7', '211003420017'],
    ['RUT', '211406340011', '211406340011'],
  ] as const)('accepts the %s %p', (type, raw, value) => {
    expect(normalizeDocumentNumber(type, raw)).toEqual({ ok: true, value });
  });

  it.each([
    ['CI', '1.234.567-3', 'el dígito verificador de la cédula no coincide'],
    ['CI', '123456', 'la cédula tiene 7 u 8 dígitos'],
    ['CI', '123456789', 'la cédula tiene 7 u 8 dígitos'],
    ['RUT', '210303670014', 'el dígito verificador del RUT no coincide'],
    ['RUT', '12345678', 'el RUT tiene 12 dígitos'],
  ] as const)('refuses the %s %p', (type, raw, message) => {
    const result = normalizeDocumentNumber(type, raw);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain(message);
  });
});

describe('GET /api/v1/user/profile', () => {
  it('answers the name and e-mail of the sign-in and nothing kept yet, writing nothing', async () => {
    const before = await countRows(t.db);
    const res = await get();
    expect(res.json()).toEqual({
      data: { name: 'Ana Pérez', email: 'ana@example.com', phone: null, documentType: null, documentNumber: null },
      meta: { code: 0 },
    });
    expect(await countRows(t.db)).toEqual(before);
  });

  it('refuses a signed-out caller', async () => {
    expect((await t.app.inject({ method: 'GET', url: URL })).json()).toEqual(UNAUTHORIZED);
  });
});

describe('PUT /api/v1/user/profile', () => {
  it('keeps the phone and document as digits and reads them back; the name stays the sign-in one', async () => {
    const res = await put({ phone: '099 123 456', documentType: 'CI', documentNumber: '1.234.567-2' });
    const expected = {
      name: 'Ana Pérez',
      email: 'ana@example.com',
      phone: '099123456',
      documentType: 'CI',
      documentNumber: '12345672',
    };
    expect(res.json()).toEqual({ data: expected, meta: { code: 0 } });
    expect((await get()).json().data).toEqual(expected);
  });

  it('refuses a field it does not take, keeping what was kept (left-out fields would clear it)', async () => {
    await put({ phone: '24001234', documentType: 'RUT', documentNumber: '211003420017' });
    const res = await put({ campoExtra: 'x', isAdmin: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().meta.message).toMatch(/no está permitido|no es válid/);
    expect((await get()).json().data).toMatchObject({ phone: '24001234', documentNumber: '211003420017' });
  });

  it('clears what is sent empty or left out, and ignores name and e-mail in the body', async () => {
    await put({ phone: '24001234', documentType: 'RUT', documentNumber: '211003420017' });
    const res = await put({ phone: '', documentType: 'CI', documentNumber: null, name: 'Otra', email: 'x@y.uy' });
    expect(res.json().data).toEqual({
      name: 'Ana Pérez',
      email: 'ana@example.com',
      phone: null,
      documentType: null,
      documentNumber: null,
    });
  });

  it.each([
    [{ phone: '12' }, 'phone', 'Revisá el celular o teléfono'],
    [{ documentType: 'CI', documentNumber: '1.234.567-3' }, 'documentNumber', 'dígito verificador'],
    [{ documentType: 'RUT', documentNumber: '1234' }, 'documentNumber', 'el RUT tiene 12 dígitos'],
    [{ documentNumber: '1.234.567-2' }, 'documentType', 'Elegí el tipo de documento (CI o RUT).'],
    [
      { documentType: 'DNI', documentNumber: '1' },
      'documentType',
      'Revisá el tipo de documento: elegí una de las opciones.',
    ],
    [{ phone: 99123456 }, 'phone', 'Revisá el celular o teléfono'],
    [{ phone: 'x'.repeat(31) }, 'phone', 'Revisá el celular o teléfono: debe tener como máximo 30 caracteres.'],
  ])('refuses %p naming the field and keeping what was there', async (body, field, message) => {
    await put({ phone: '099123456' });
    const before = await countRows(t.db);
    const res = await put(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().meta.field).toBe(field);
    expect(res.json().meta.message).toContain(message);
    expect(await countRows(t.db)).toEqual(before);
    expect((await get()).json().data.phone).toBe('099123456');
  });

  it("changes only the caller's own profile", async () => {
    await put({ phone: '099123456', documentType: 'CI', documentNumber: '12345672' });
    await put({ phone: '24001234' }, OTHER_USER);
    expect((await get()).json().data).toMatchObject({ phone: '099123456', documentNumber: '12345672' });
    expect((await get(OTHER_USER)).json().data).toEqual({
      name: 'Bruno Díaz',
      email: 'bruno@example.com',
      phone: '24001234',
      documentType: null,
      documentNumber: null,
    });
  });

  it('never logs a document number, accepted or refused', async () => {
    logs.length = 0;
    await put({ documentType: 'CI', documentNumber: '4.907.760-2' });
    await put({ documentType: 'CI', documentNumber: '4.907.760-5' });
    await put({ documentType: 'RUT', documentNumber: 'x'.repeat(40) + '21100342' });
    await get();
    const all = logs.join('\n');
    expect(all).not.toBe('');
    for (const secret of ['4907760', '4.907.760', '21100342']) expect(all).not.toContain(secret);
  });

  it('refuses a signed-out caller', async () => {
    const res = await t.app.inject({ method: 'PUT', url: URL, payload: { phone: '099123456' } });
    expect(res.json()).toEqual(UNAUTHORIZED);
    expect(err(401, UNAUTHORIZED.meta.message)).toEqual(UNAUTHORIZED);
  });
});
