import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { auth, createTestApp, homeRequest, startReceiver, tokenOf } from '../helpers/build-app';

describe('persistence under SBI_DATA_DIR', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sbi-state-'));
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps emissions, payments and policies across two app instances', async () => {
    const first = await createTestApp({ SBI_DATA_DIR: dir });
    const request = homeRequest({ formaDePago: 'L' });
    const card = homeRequest({ formaDePago: 'T' });
    let emisionId: string;
    let numeroPoliza: string;
    let link: string;
    try {
      emisionId = (await first.inject({ method: 'POST', url: '/v1/emisiones', headers: auth, payload: request })).json()
        .emisionId;
      link = (await first.inject({ method: 'POST', url: '/v1/emisiones', headers: auth, payload: card })).json()
        .linkDePago;
      numeroPoliza = (
        await first.inject({ method: 'POST', url: `/v1/emisiones/${emisionId}/pago-recibido`, headers: auth })
      ).json().numeroPoliza;
    } finally {
      await first.close();
    }
    const file = path.join(dir, 'state.json');
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).emisiones).toHaveLength(2);
    expect(fs.readdirSync(dir)).toEqual(['state.json']); // no temporary file left behind

    const second = await createTestApp({ SBI_DATA_DIR: dir });
    try {
      const emision = await second.inject({ method: 'GET', url: `/v1/emisiones/${emisionId}`, headers: auth });
      expect(emision.json()).toEqual(expect.objectContaining({ estado: 'emitida', numeroPoliza }));
      const repeat = await second.inject({ method: 'POST', url: '/v1/emisiones', headers: auth, payload: request });
      expect(repeat.statusCode).toBe(200);
      expect(repeat.json().emisionId).toBe(emisionId);
      expect(
        (await second.inject({ method: 'GET', url: `/v1/polizas/${numeroPoliza}`, headers: auth })).statusCode,
      ).toBe(200);
      const page = await second.inject({ method: 'GET', url: `/pagar/${tokenOf(link)}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Pagar');
    } finally {
      await second.close();
    }
  });

  it('resumes a notification left pending by a restart', async () => {
    const first = await createTestApp({ SBI_DATA_DIR: dir, SBI_WEBHOOK_RETRY_DELAYS_MS: '60000' });
    let emisionId: string;
    try {
      // Nobody listens on port 1: the first attempt fails and the retry is a minute away.
      const created = await first.inject({
        method: 'POST',
        url: '/v1/emisiones',
        headers: auth,
        payload: homeRequest({ formaDePago: 'R' }),
      });
      emisionId = created.json().emisionId;
      await first.inject({ method: 'POST', url: `/v1/emisiones/${emisionId}/pago-recibido`, headers: auth });
      expect(first.store.getEmision(emisionId)!.notificacion).toEqual(
        expect.objectContaining({ estado: 'pendiente', intentos: 1 }),
      );
    } finally {
      await first.close();
    }

    // The product API is back and the emission's latest URL points at it.
    const receiver = await startReceiver();
    const state = JSON.parse(fs.readFileSync(path.join(dir, 'state.json'), 'utf8'));
    state.emisiones[0].urlNotificacionNumeroDePoliza = receiver.url;
    fs.writeFileSync(path.join(dir, 'state.json'), JSON.stringify(state));
    const second = await createTestApp({ SBI_DATA_DIR: dir });
    try {
      const [delivery] = await receiver.waitFor(1);
      expect(delivery!.headers['x-sbi-attempt']).toBe('2');
      expect(JSON.parse(delivery!.rawBody).emisionId).toBe(emisionId);
    } finally {
      await second.close();
      await receiver.close();
    }
  });

  it('refuses to start on a corrupt state file, naming it', async () => {
    fs.writeFileSync(path.join(dir, 'state.json'), '{"version":1,"emisiones":[');
    await expect(createTestApp({ SBI_DATA_DIR: dir })).rejects.toThrow(/state\.json is not valid JSON/);
  });
});
