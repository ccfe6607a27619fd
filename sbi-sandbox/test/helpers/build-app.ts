import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp, type App } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { today } from '../../src/lib/dates';
import { verifySignature } from '../../src/lib/signature';

export const API_KEY = 'test-api-key-123';
export const WEBHOOK_SECRET = 'test-webhook-secret-0123456789';
export const auth = { 'x-api-key': API_KEY };

/** Configuration of the test apps: state in memory, quick notification retries, no logs. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    SBI_DATA_DIR: 'memory://',
    SBI_API_KEY: API_KEY,
    SBI_WEBHOOK_SECRET: WEBHOOK_SECRET,
    SBI_WEBHOOK_RETRY_DELAYS_MS: '50,100',
    SBI_WEBHOOK_TIMEOUT_MS: '2000',
    LOG_LEVEL: 'silent',
    ...env,
  });
}

export function createTestApp(env: Record<string, string> = {}): Promise<App> {
  return buildApp({ config: testConfig(env) });
}

/** Registers jest hooks giving the file a fresh app per test. Read `t.app` inside tests. */
export function useTestApp(env: Record<string, string> = {}): { app: App } {
  const ctx = {} as { app: App };
  beforeEach(async () => {
    ctx.app = await createTestApp(env);
  });
  afterEach(async () => {
    await ctx.app?.close();
  });
  return ctx;
}

export interface Received {
  url: string;
  headers: http.IncomingHttpHeaders;
  rawBody: string;
}

/**
 * A real HTTP server on an ephemeral port standing in for the product API's notification endpoint.
 * `statuses` are answered in order (then 200).
 */
export async function startReceiver(statuses: number[] = []): Promise<{
  url: string;
  received: Received[];
  waitFor(count: number, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}> {
  const received: Received[] = [];
  const queue = [...statuses];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ url: req.url ?? '', headers: req.headers, rawBody: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(queue.shift() ?? 200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}/api/v1/sbi/notificacion?firma=abc123`,
    received,
    async waitFor(count, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} notifications, got ${received.length}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return received;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The smallest valid PDF header and a PNG signature, base64. */
export const PDF_BASE64 = Buffer.from('%PDF-1.4\n% factura de prueba\n%%EOF\n').toString('base64');
export const PNG_BASE64 = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString('base64');

const ubicacion = JSON.stringify({
  apartmentNumber: '502',
  aclaracion: 'Portería 24 h',
  map: { address: 'Bv. Artigas 1234 Apto 502, Montevideo, Montevideo, CP 11300, Uruguay', marker: null },
  pinChanged: false,
});

let counter = 0;

/** A valid home emission request (product 202, Recomendado at 200,000) with a fresh referencia. */
export function homeRequest(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    referencia: `poliza-test-${Date.now()}-${counter}`,
    productoId: '202',
    paqueteId: '202-REC-200000-MVD',
    tipoDeDocumento: 'CI',
    numeroDeDocumentoODeRut: '1.234.567-2',
    nombreORazonSocial: 'Ana',
    apellido: 'Pérez',
    fechaDeNacimiento: '1990-05-10',
    correoElectronico: 'ana@example.com',
    celular: '099123456',
    calle: 'Bv. Artigas',
    numeroDePuerta: '1234',
    apartamento: '502',
    codigoPostal: '11300',
    departamento: 'Montevideo',
    inicioDeVigencia: today(),
    formaDePago: 'T',
    cantidadDeCuotas: 0,
    camposAdicionales: [{ nombre: 'Ubicación de riesgo', valor: ubicacion }],
    emailTo: 'ana@example.com',
    emailCC: 'emisiones@seguros.uy',
    urlNotificacionNumeroDePoliza: 'http://localhost:1/api/v1/sbi/notificacion?firma=x',
    paymentCode: null,
    createdFromQuoteId: null,
    ...overrides,
  };
}

/** A valid bike emission request (product 101, Esencial at 1,500) with a PDF invoice. */
export function bikeRequest(
  overrides: Record<string, unknown> = {},
  archivo: unknown = [{ fileName: 'factura.pdf', base64: PDF_BASE64 }],
) {
  return homeRequest({
    productoId: '101',
    paqueteId: '101-ESE-1500',
    camposAdicionales: [
      { nombre: 'Marca', valor: 'Trek' },
      { nombre: 'Modelo', valor: 'Marlin 7' },
      { nombre: 'Serie', valor: 'WTU221C0455M' },
      { nombre: 'Archivo', valor: JSON.stringify(archivo) },
    ],
    ...overrides,
  });
}

/** The token of a linkDePago. */
export function tokenOf(linkDePago: string): string {
  return new URL(linkDePago).pathname.split('/').pop()!;
}

/** Checks a received notification's headers and signature (as the product API must) and returns its JSON. */
export function verifyBody(received: Received): unknown {
  expect(received.headers['content-type']).toBe('application/json');
  expect(received.headers['x-sbi-delivery']).toMatch(/^[0-9a-f-]{36}$/);
  expect(received.headers['x-sbi-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  expect(verifySignature(received.rawBody, received.headers['x-sbi-signature'], WEBHOOK_SECRET, 300)).toBe(true);
  expect(verifySignature(received.rawBody, received.headers['x-sbi-signature'], 'otro-secreto-cualquiera', 300)).toBe(
    false,
  );
  return JSON.parse(received.rawBody);
}
