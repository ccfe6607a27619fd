import { useTestApp } from '../../../../helpers/build-app';
import { UNAUTHORIZED } from '../../../../helpers/fixtures';
import { queuedMails } from '../../../../helpers/sbi-fixtures';
import { postForm, type FormEntries } from '../solicitudes/uploads';

const KEY = 'equipo-de-reclamos-clave-larga-0123456789';

const form: FormEntries = [
  ['nombre', 'Ana'],
  ['apellido', 'Pérez'],
  ['email', 'ana@example.com'],
  ['celular', '099 123 456'],
  ['numeroPoliza', 'P-1234'],
];

describe('PUT /api/v1/admin/claims/{id}/status', () => {
  const t = useTestApp({ env: () => ({ CLAIMS_ADMIN_TOKEN: KEY }) });

  async function fileClaim(): Promise<string> {
    const res = await postForm(t, '/api/v1/claims', form, await t.auth());
    expect(res.statusCode).toBe(201);
    return (res.json() as { data: { _id: string } }).data._id;
  }

  const setStatus = (id: string, status: unknown, key: string | null = KEY) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/claims/${id}/status`,
      headers: key === null ? {} : { 'x-admin-token': key },
      payload: { status },
    });

  async function statusSeenByOwner(): Promise<string[]> {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/claims', headers: await t.auth() });
    return (res.json() as { data: Array<{ status: string }> }).data.map((c) => c.status);
  }

  const mailsToOwner = async () => (await queuedMails(t)).filter((m) => m.to === 'ana@example.com');

  it('moves a claim forward, the owner sees it, and is told once per step by e-mail', async () => {
    const id = await fileClaim();
    const first = await setStatus(id, 'en gestión');
    expect(first.statusCode).toBe(200);
    expect((first.json() as { data: { status: string } }).data.status).toBe('en gestión');
    expect(await statusSeenByOwner()).toEqual(['en gestión']);

    // A retried request changes nothing and mails nothing more.
    expect((await setStatus(id, 'en gestión')).statusCode).toBe(200);
    expect((await setStatus(id, 'cerrado')).statusCode).toBe(200);
    expect(await statusSeenByOwner()).toEqual(['cerrado']);

    const mails = await mailsToOwner();
    expect(mails.map((m) => m.subject)).toEqual(['Reclamo de Siniestro: en gestión', 'Reclamo de Siniestro: cerrado']);
    expect(mails[0]!.text).toContain('Hola Ana:');
    expect(mails[0]!.text).toContain('Tu reclamo de siniestro sobre la póliza P-1234 ya está en gestión');
    expect(mails[0]!.text).toContain(`Referencia: ${id}`);
  });

  it('never goes back: a closed claim or one in gestión refuses an earlier status (409), changing nothing', async () => {
    const id = await fileClaim();
    await setStatus(id, 'en gestión');
    const back = await setStatus(id, 'recibido');
    expect(back.statusCode).toBe(409);
    expect(back.json()).toEqual({
      data: null,
      meta: { code: 409, message: 'Un reclamo en gestión no vuelve a recibido.' },
    });
    await setStatus(id, 'cerrado');
    const reopen = await setStatus(id, 'en gestión');
    expect(reopen.json()).toEqual({ data: null, meta: { code: 409, message: 'El reclamo ya está cerrado.' } });
    expect(await statusSeenByOwner()).toEqual(['cerrado']);
    expect(await mailsToOwner()).toHaveLength(2);
  });

  it('refuses a missing or wrong key (401), a person’s bearer token included, and an unknown status (400)', async () => {
    const id = await fileClaim();
    expect((await setStatus(id, 'cerrado', null)).json()).toEqual(UNAUTHORIZED);
    expect((await setStatus(id, 'cerrado', `${KEY}x`)).statusCode).toBe(401);
    const withBearer = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/claims/${id}/status`,
      headers: await t.auth(),
      payload: { status: 'cerrado' },
    });
    expect(withBearer.statusCode).toBe(401);
    expect((await setStatus(id, 'archivado')).statusCode).toBe(400);
    expect(await statusSeenByOwner()).toEqual(['recibido']);
    expect(await mailsToOwner()).toEqual([]);
  });

  it('answers 404 for a claim that does not exist', async () => {
    const res = await setStatus('00000000-0000-4000-8000-000000000000', 'cerrado');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ data: null, meta: { code: 404, message: 'No encontramos el reclamo.' } });
  });
});

describe('without CLAIMS_ADMIN_TOKEN', () => {
  const t = useTestApp();

  it('the team route does not exist, whatever key is sent', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/claims/00000000-0000-4000-8000-000000000000/status',
      headers: { 'x-admin-token': KEY },
      payload: { status: 'cerrado' },
    });
    expect(res.statusCode).toBe(404);
  });
});
