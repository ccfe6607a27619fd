import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../../src/app';
import { todayInMontevideo } from '../../src/modules/sbi/emissions-service';
import { createSbiClient, SbiError, type SbiClient } from '../../src/modules/sbi/sbi-client';
import { createTestDb, createTestKeys, testConfig, type TestContext, type TestDb } from '../helpers/build-app';
import { OTHER_USER } from '../helpers/fixtures';
import { createPendingPolicy, emissionBody, INVOICES, bikeFields, queuedMails } from '../helpers/sbi-fixtures';

/*
 * Contract tests of the api's partner client and of the whole purchase, against the REAL sbi-sandbox run
 * as its own process (never imported): products and rating, emission (idempotent by referencia), the card
 * payment page calling back the api's signed notification URL, payment received for L, documents, lookup,
 * and the sandbox's fault switches. The api listens on a real port so the sandbox can reach it.
 */

const SANDBOX_DIR = path.resolve(__dirname, '../../../sbi-sandbox');
const API_KEY = 'sbi-dev-key';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`sbi-sandbox exited (${child.exitCode}): ${output()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`sbi-sandbox did not start: ${output()}`);
}

let sandbox: ChildProcess;
let sandboxUrl = '';
let client: SbiClient;
let testDb: TestDb;
let app: App;
const t = {} as TestContext;

beforeAll(async () => {
  const [sandboxPort, apiPort] = await Promise.all([freePort(), freePort()]);
  sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  let output = '';
  sandbox = spawn(path.join(SANDBOX_DIR, 'node_modules/.bin/tsx'), ['src/server.ts'], {
    cwd: SANDBOX_DIR,
    env: {
      PATH: process.env.PATH,
      SBI_PORT: String(sandboxPort),
      SBI_HOST: '127.0.0.1',
      SBI_PUBLIC_URL: sandboxUrl,
      SBI_DATA_DIR: 'memory://',
      SBI_API_KEY: API_KEY,
      SBI_WEBHOOK_RETRY_DELAYS_MS: '200,500',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  sandbox.stdout!.on('data', (chunk) => (output = (output + String(chunk)).slice(-4000)));
  sandbox.stderr!.on('data', (chunk) => (output = (output + String(chunk)).slice(-4000)));
  await waitUntilUp(sandboxUrl, sandbox, () => output);

  client = createSbiClient({ baseUrl: sandboxUrl, apiKey: API_KEY, timeoutMs: 5000, retryDelayMs: 20 });
  t.mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-contract-mail-'));
  const config = testConfig({
    SBI_URL: sandboxUrl,
    SBI_API_KEY: API_KEY,
    SBI_TIMEOUT_MS: '5000',
    API_PUBLIC_URL: `http://127.0.0.1:${apiPort}`,
    MAIL_DIR: t.mailDir,
  });
  testDb = await createTestDb();
  t.db = testDb.db;
  t.keys = await createTestKeys(config);
  app = await buildApp({ config, db: testDb.db, keys: t.keys.keys, logger: false });
  t.app = app;
  t.auth = async (claims, options) => ({ authorization: `Bearer ${await t.keys.sign(claims, options)}` });
  await app.listen({ port: apiPort, host: '127.0.0.1' });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await testDb?.close();
  if (sandbox && sandbox.exitCode === null) {
    const exited = new Promise((resolve) => sandbox.once('exit', resolve));
    sandbox.kill('SIGTERM');
    await exited;
  }
  if (t.mailDir) fs.rmSync(t.mailDir, { recursive: true, force: true });
});

const admin = (method: string, urlPath: string, body?: object) =>
  fetch(`${sandboxUrl}/__admin${urlPath}`, {
    method,
    headers: { 'x-api-key': API_KEY, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

afterEach(async () => {
  await admin('DELETE', '/faults');
  app.sbiCatalogue.clear();
});

async function policyStatus(id: string, claims?: Parameters<typeof t.auth>[0]) {
  const res = await app.inject({ method: 'GET', url: `/api/v1/policy/${id}`, headers: await t.auth(claims) });
  return res.json().data as {
    status: string;
    numeroPoliza: string | null;
    fechaEmision: string | null;
    fechaVencimiento: string | null;
  };
}

const HOME_COVERAGES = [
  'Incendio Edificio y Riesgos Aliados',
  'Incendio Contenido',
  'Hurto de Contenido General',
  'Hurto de Equipos Electrónicos y Aparatos Electrodomésticos',
  'Responsabilidad Civil Extracontractual',
  'Daños por acción directa del Agua',
  'Cristales',
  'Remoción de Escombros y Limpieza de Restos',
  'Gastos por Alojamiento',
  'Inundación',
];

describe('SBI client against the sandbox', () => {
  it('lists the bike product and the four home products', async () => {
    const products = await client.listProducts();
    expect(products.map((p) => [p.id, p.nombre, p.categoria])).toEqual([
      ['101', 'Seguro de Bicicleta', 'bike'],
      ['201', 'Seguro de Hogar - Casas', 'home'],
      ['202', 'Seguro de Hogar - Apartamentos', 'home'],
      ['203', 'Seguro de Hogar Casas/Aptos', 'home'],
      ['204', 'Seguro de Hogar Construcción Alternativa', 'home'],
    ]);
  });

  it('rates home packages with the ten coverages, bracketing the declared value', async () => {
    const answer = await client.getPackages('202', 200000, { ubicacion: 'montevideo' });
    expect(answer.paquetes.map((p) => [p.nombre, p.precio])).toEqual([
      ['Básico', 310.38],
      ['Recomendado', 571.2],
      ['Premium', 907.32],
    ]);
    for (const pkg of answer.paquetes) expect(pkg.coberturas.map((c) => c.nombreCobertura)).toEqual(HOME_COVERAGES);
    expect(answer.paquetes.map((p) => p.coberturas[0]!.sumaAsegurada)).toEqual([160000, 200000, 240000]);
  });

  it("reports the sandbox's refusals and missing things with its Spanish message", async () => {
    await expect(client.getPackages('201', 200000, { ubicacion: 'interior' })).rejects.toMatchObject({
      kind: 'rejected',
      partnerMessage: "El producto 'Seguro de Hogar - Casas' no cubre viviendas en el interior.",
    });
    await expect(client.getPackages('999', 200000)).rejects.toMatchObject({ kind: 'not_found' });
    await expect(client.lookupPolicy('SBI-99999999')).rejects.toMatchObject({
      kind: 'not_found',
      partnerMessage: 'Póliza no encontrada en SBI.',
    });
  });

  it('gets the same emission for the same referencia', async () => {
    const request = {
      referencia: `contract-${Date.now()}`,
      productoId: '202',
      paqueteId: '202-REC-200000-MVD',
      tipoDeDocumento: 'CI' as const,
      numeroDeDocumentoODeRut: '1.234.567-2',
      nombreORazonSocial: 'Ana',
      apellido: 'Pérez',
      fechaDeNacimiento: null,
      correoElectronico: 'ana@example.com',
      celular: null,
      calle: 'Bv. Artigas',
      numeroDePuerta: 's/n',
      apartamento: null,
      codigoPostal: null,
      departamento: 'Montevideo',
      inicioDeVigencia: todayInMontevideo(),
      formaDePago: 'T' as const,
      cantidadDeCuotas: 0,
      camposAdicionales: [
        {
          nombre: 'Ubicación de riesgo',
          valor: JSON.stringify({
            apartmentNumber: '',
            aclaracion: '',
            map: { address: 'Bv. Artigas s/n, Montevideo', marker: null },
            pinChanged: false,
          }),
        },
      ],
      emailTo: null,
      emailCC: null,
      urlNotificacionNumeroDePoliza: 'http://127.0.0.1:9/nowhere?sig=1',
      paymentCode: null,
      createdFromQuoteId: null,
    };
    const first = await client.createEmission(request);
    expect(first).toMatchObject({
      estado: 'pendiente_pago',
      formaDePago: 'T',
      linkDePago: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/pagar\//),
      precio: 571.2,
    });
    // A retry carries a freshly signed URL: still the same emission.
    const again = await client.createEmission({
      ...request,
      urlNotificacionNumeroDePoliza: 'http://127.0.0.1:9/nowhere?sig=2',
    });
    expect(again.emisionId).toBe(first.emisionId);
  });

  it('times out a slow sandbox and refuses a malformed or wrong-shaped answer', async () => {
    const quick = createSbiClient({ baseUrl: sandboxUrl, apiKey: API_KEY, timeoutMs: 300, retries: 0 });
    await admin('POST', '/faults', { mode: 'slow', delayMs: 1500, pathPrefix: '/v1/productos' });
    const started = Date.now();
    await expect(quick.listProducts()).rejects.toMatchObject({ kind: 'unavailable' });
    expect(Date.now() - started).toBeLessThan(1000);
    for (const mode of ['malformed', 'wrong_shape']) {
      await admin('POST', '/faults', { mode });
      const error = await client.listProducts().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SbiError);
      expect((error as SbiError).kind).toBe('invalid_response');
    }
  });
});

describe('the purchase through the api and the sandbox', () => {
  it('serves the plan carousel: GET /api/v1/sbi/productos/202', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/sbi/productos/202?valorDeclarado=200000&ubicacion=montevideo&construccion=tradicional',
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ id: '202', nombre: 'Seguro de Hogar - Apartamentos' });
    expect(data.paquetes.map((p: { id: string }) => p.id)).toEqual([
      '202-BAS-200000-MVD',
      '202-REC-200000-MVD',
      '202-PRE-200000-MVD',
    ]);
  });

  it('emits a bike policy, pays it on the payment page, and the signed notification makes it active with documents', async () => {
    const policy = await createPendingPolicy(t);
    const body = emissionBody(policy, {
      inicioDeVigencia: todayInMontevideo(),
      camposAdicionales: bikeFields(INVOICES.pdf),
    });
    const emitted = await app.inject({
      method: 'POST',
      url: '/api/v1/sbi/emision',
      headers: await t.auth(),
      payload: body,
    });
    expect(emitted.statusCode).toBe(201);
    const { linkDePago, emisionId } = emitted.json().data as { linkDePago: string; emisionId: string };
    expect(linkDePago).toMatch(new RegExp(`^${sandboxUrl}/pagar/`));

    // A double submit is answered from our record; the sandbox holds one emission for the policy.
    const again = await app.inject({
      method: 'POST',
      url: '/api/v1/sbi/emision',
      headers: await t.auth(),
      payload: body,
    });
    expect(again.json().data.emisionId).toBe(emisionId);
    const { emisiones } = (await (await admin('GET', '/emisiones')).json()) as {
      emisiones: Array<{ referencia: string }>;
    };
    expect(emisiones.filter((e) => e.referencia === policy._id)).toHaveLength(1);
    expect((await policyStatus(policy._id)).status).toBe('pendiente');

    // The person pays with the approved test card; the sandbox notifies the api before redirecting.
    const paid = await fetch(linkDePago, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ numeroTarjeta: '4242 4242 4242 4242', vencimiento: '12/35', cvv: '123' }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const issued = await policyStatus(policy._id);
    expect(issued).toMatchObject({
      status: 'activa',
      numeroPoliza: expect.stringMatching(/^SBI-\d{8}$/),
      fechaEmision: expect.any(String),
    });
    expect(issued.fechaVencimiento! > issued.fechaEmision!).toBe(true);
    const numero = issued.numeroPoliza!;

    // The sandbox saw its delivery accepted.
    const state = (await (
      await fetch(`${sandboxUrl}/v1/emisiones/${emisionId}`, { headers: { 'x-api-key': API_KEY } })
    ).json()) as {
      notificacion: { estado: string; deliveryId: string };
    };
    expect(state.notificacion.estado).toBe('entregada');

    // A replay of the same delivery changes nothing.
    await t.db.query(`UPDATE policies SET status = 'revisada' WHERE id = $1`, [policy._id]);
    expect((await admin('POST', `/emisiones/${emisionId}/notificar`)).status).toBe(200);
    expect((await policyStatus(policy._id)).status).toBe('revisada');
    await t.db.query(`UPDATE policies SET status = 'activa' WHERE id = $1`, [policy._id]);

    // Documents: the certificate and the invoice, real PDFs, only for the owner.
    const docs = await app.inject({
      method: 'GET',
      url: `/api/v1/sbi/poliza/${numero}/documents`,
      headers: await t.auth(),
    });
    expect(docs.statusCode).toBe(200);
    const files = docs.json().data as Array<{ fileName: string; mime: string }>;
    expect(files.map((f) => f.fileName)).toEqual([`poliza_${numero}.pdf`, expect.stringMatching(/^\d{7}\.pdf$/)]);
    for (const file of files) {
      const segment = Buffer.from(file.fileName.replace(/\.pdf$/, '')).toString('base64url');
      const res = await app.inject({
        method: 'GET',
        url: `/api/v1/sbi/poliza/file/${numero}/name/${segment}`,
        headers: await t.auth(),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().meta).toEqual({ code: 0 });
      expect(res.json().data).toMatchObject({ mime: 'application/pdf', fileName: file.fileName });
      expect(Buffer.from(res.json().data.dataBase64, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    const stranger = await app.inject({
      method: 'GET',
      url: `/api/v1/sbi/poliza/${numero}/documents`,
      headers: await t.auth(OTHER_USER),
    });
    expect(stranger.statusCode).toBe(404);

    // The lookup of the policy the caller bought.
    const lookup = await app.inject({ method: 'GET', url: `/api/v1/sbi/poliza/${numero}`, headers: await t.auth() });
    expect(lookup.json().data).toMatchObject({
      policyNumber: numero,
      insuredName: 'Ana Pérez',
      productName: 'Seguro de Bicicleta',
    });
  });

  it('emits a home policy paid by transfer: instructions e-mail, then payment received at the sandbox issues it', async () => {
    const policy = await createPendingPolicy(t, { category: 'home' });
    const emitted = await app.inject({
      method: 'POST',
      url: '/api/v1/sbi/emision',
      headers: await t.auth(),
      payload: emissionBody(policy, { formaDePago: 'L', inicioDeVigencia: todayInMontevideo() }),
    });
    expect(emitted.statusCode).toBe(201);
    const { emisionId, linkDePago } = emitted.json().data as { emisionId: string; linkDePago: null };
    expect(linkDePago).toBeNull();
    expect((await queuedMails(t)).filter((m) => m.subject.includes('por transferencia bancaria'))).toHaveLength(1);

    const received = await fetch(`${sandboxUrl}/v1/emisiones/${emisionId}/pago-recibido`, {
      method: 'POST',
      headers: { 'x-api-key': API_KEY },
    });
    expect(received.status).toBe(200);
    const issued = await policyStatus(policy._id);
    expect(issued).toMatchObject({ status: 'activa', numeroPoliza: expect.stringMatching(/^SBI-\d{8}$/) });
    expect(
      (await queuedMails(t)).filter((m) => m.subject === `Tu póliza ${issued.numeroPoliza} está activa`),
    ).toHaveLength(1);
  });

  it('answers 502 while the sandbox fails emissions, keeps the policy pending, and a retry succeeds with one emission', async () => {
    const policy = await createPendingPolicy(t);
    const body = emissionBody(policy, { inicioDeVigencia: todayInMontevideo() });
    await admin('POST', '/faults', { mode: 'error', pathPrefix: '/v1/emisiones' });
    const failed = await app.inject({
      method: 'POST',
      url: '/api/v1/sbi/emision',
      headers: await t.auth(),
      payload: body,
    });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().meta.message).toBe('Error al emitir póliza');
    expect((await policyStatus(policy._id)).status).toBe('pendiente');

    await admin('DELETE', '/faults');
    const retry = await app.inject({
      method: 'POST',
      url: '/api/v1/sbi/emision',
      headers: await t.auth(),
      payload: body,
    });
    expect(retry.statusCode).toBe(201);
    const { emisiones } = (await (await admin('GET', '/emisiones')).json()) as {
      emisiones: Array<{ referencia: string }>;
    };
    expect(emisiones.filter((e) => e.referencia === policy._id)).toHaveLength(1);
  });

  it('looks up a seeded policy for the person whose document it names, and hides it from anyone else', async () => {
    const saveDocument = async (documentNumber: string, claims?: Parameters<typeof t.auth>[0]) => {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/v1/user/profile',
        headers: await t.auth(claims),
        payload: { documentType: 'CI', documentNumber },
      });
      expect(res.statusCode).toBe(200);
    };
    // Ana's name alone is not enough: her document, in her profile, is the sandbox's insured's.
    const before = await app.inject({ method: 'GET', url: '/api/v1/sbi/poliza/SBI-10000001', headers: await t.auth() });
    expect(before.statusCode).toBe(404);
    await saveDocument('1.234.567-2');
    const mine = await app.inject({ method: 'GET', url: '/api/v1/sbi/poliza/SBI-10000001', headers: await t.auth() });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toEqual({
      insuredName: 'Ana Pérez',
      policyNumber: 'SBI-10000001',
      validityDate: '2026-03-01',
      validityDateEnd: '2027-03-01',
      isRenewal: true,
      paymentMethod: 'Tarjeta de crédito',
      currency: 'USD',
      price: 463.62,
      brokerCardName: 'Martínez & Asociados Corredores de Seguros',
      productName: 'Seguro de Hogar - Apartamentos',
      packageName: 'Recomendado',
    });
    const bruno = await app.inject({
      method: 'GET',
      url: '/api/v1/sbi/poliza/SBI-10000001',
      headers: await t.auth({ ...OTHER_USER, name: 'Bruno Silva' }),
    });
    expect(bruno.json()).toEqual({
      data: null,
      meta: { code: 404, message: 'No encontramos la póliza en la aseguradora.' },
    });
    await saveDocument('3.456.789-4', { ...OTHER_USER, name: 'Bruno Silva' });
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/v1/sbi/poliza/SBI-20000001',
          headers: await t.auth({ ...OTHER_USER, name: 'Bruno Silva' }),
        })
      ).statusCode,
    ).toBe(200);
  });
});
