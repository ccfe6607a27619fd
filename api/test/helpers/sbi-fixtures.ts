import { randomUUID } from 'node:crypto';
import type { JWTPayload } from 'jose';
import { notificationUrlSignature, signPartnerBody } from '../../src/modules/sbi/notification-signature';
import type { TestContext } from './build-app';
import { createQuote } from './fixtures';

/** The smallest files each invoice check recognises by its first bytes. */
export const INVOICES = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n', 'latin1'),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]),
  webp: Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')]),
  heic: Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(8)]),
} as const;

export const DEFAULT_WEBHOOK_SECRET = 'sbi-dev-webhook-secret';
export const DEFAULT_NOTIFY_SECRET = 'dev-notify-url-secret-change-me';

export interface PendingPolicy {
  _id: string;
  productId: string;
  packageId: string;
  createdFromQuoteId: string;
  status: string;
}

/** A policy bought from a quote, still 'pendiente' (needs `fakeSbi: true` or a real partner). */
export async function createPendingPolicy(
  t: TestContext,
  { category = 'bike', claims }: { category?: 'bike' | 'home'; claims?: JWTPayload } = {},
): Promise<PendingPolicy> {
  const headers = await t.auth(claims);
  const quote =
    category === 'bike'
      ? await createQuote(t, {}, headers)
      : await createQuote(
          t,
          { category: 'home', productId: '201', packageId: '201-REC-200000-MVD', declaredValue: 200000 },
          headers,
        );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/user/policy-from-quote',
    headers,
    payload: { quoteId: quote._id },
  });
  if (res.statusCode !== 200 && res.statusCode !== 201)
    throw new Error(`policy-from-quote answered ${res.statusCode}: ${res.body}`);
  return res.json().data as PendingPolicy;
}

export const today = () => new Date().toISOString().slice(0, 10);

export function invoiceField(files: Array<{ fileName: string; base64: string }>) {
  return { nombre: 'Archivo', valor: JSON.stringify(files) };
}

export function bikeFields(invoice: Buffer = INVOICES.pdf, fileName = 'factura.pdf') {
  return [
    { nombre: 'Marca', valor: 'Trek' },
    { nombre: 'Modelo', valor: 'Marlin 7' },
    { nombre: 'Serie', valor: 'WTU221C0455M' },
    invoiceField([{ fileName, base64: invoice.toString('base64') }]),
  ];
}

export function homeFields() {
  const ubicacion = {
    apartmentNumber: '502',
    aclaracion: '',
    map: { address: 'Bv. Artigas 1234, Apto 502, Montevideo, Montevideo, CP 11300, Uruguay', marker: null },
    pinChanged: false,
  };
  return [{ nombre: 'Ubicación de riesgo', valor: JSON.stringify(ubicacion) }];
}

/** The emission request as the emission form sends it (spec §3) for the policy. */
export function emissionBody(policy: PendingPolicy, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const isBike = policy.productId === '101';
  return {
    productoId: policy.productId,
    paqueteId: policy.packageId,
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
    camposAdicionales: isBike ? bikeFields() : homeFields(),
    emailTo: 'ana@example.com',
    emailCC: 'emisiones@seguros.uy',
    paymentCode: null,
    createdFromQuoteId: policy.createdFromQuoteId,
    policyId: policy._id,
    ...overrides,
  };
}

export async function emit(t: TestContext, body: Record<string, unknown>, claims?: JWTPayload) {
  return t.app.inject({ method: 'POST', url: '/api/v1/sbi/emision', headers: await t.auth(claims), payload: body });
}

export interface NotificationOptions {
  /** Another `sig` than the right one (null: none). */
  sig?: string | null;
  secret?: string;
  timestampSec?: number;
  /** A header of one's own instead of a signature (null: none). */
  signature?: string | null;
  deliveryId?: string | null;
  /** Bytes to sign (default: the body sent). */
  signedBody?: string;
}

/** POSTs a notification as the partner would, signed right unless told otherwise. */
export async function notify(t: TestContext, policyId: string, event: object, options: NotificationOptions = {}) {
  const raw = JSON.stringify(event);
  const sig = options.sig === undefined ? notificationUrlSignature(policyId, DEFAULT_NOTIFY_SECRET) : options.sig;
  const signature =
    options.signature === undefined
      ? signPartnerBody(options.signedBody ?? raw, options.secret ?? DEFAULT_WEBHOOK_SECRET, options.timestampSec)
      : options.signature;
  const deliveryId = options.deliveryId === undefined ? randomUUID() : options.deliveryId;
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/sbi/notificaciones/${policyId}${sig === null ? '' : `?sig=${sig}`}`,
    headers: {
      'content-type': 'application/json',
      'x-sbi-event': 'emision.emitida',
      ...(signature === null ? {} : { 'x-sbi-signature': signature }),
      ...(deliveryId === null ? {} : { 'x-sbi-delivery': deliveryId }),
    },
    payload: raw,
  });
}

/** The policy as its owner reads it. */
export async function readPolicy(t: TestContext, id: string, claims?: JWTPayload) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/policy/${id}`, headers: await t.auth(claims) });
  return res.json().data as Record<string, unknown>;
}

/** Outbox e-mails, oldest first. */
export async function queuedMails(t: TestContext) {
  const { rows } = await t.db.query<{
    payload: { to: string; subject: string; text: string; html?: string; replyTo?: string; attachments?: unknown };
  }>(`SELECT payload FROM outbox WHERE topic = 'mail.send' ORDER BY created_at, id`);
  return rows.map((r) => r.payload);
}
