import { createHash } from 'node:crypto';
import type { EmissionBody } from 'contracts';
import { HttpError } from '../../lib/http';
import type { SbiEmissionRequest } from './sbi-client';

/*
 * The checks the api makes on an emission request before anything is sent to the partner (beyond the
 * schema in contracts/src/sbi.ts), and the request it then sends: spec defaults applied, and what we keep
 * of it (the invoice's bytes are checked and dropped: name, type, size and SHA-256 stay).
 */

export const emissionMessages = {
  // Spec §8, word for word.
  failed: 'Error al emitir póliza',
  invoice: 'La factura debe ser un PDF o una imagen de hasta 5 MB.',
  missingInvoice: 'Falta la factura de la bicicleta (un PDF o una imagen de hasta 5 MB).',
  tooManyInvoices: 'La factura puede tener como máximo 3 archivos.',
  ubicacion:
    "El campo adicional 'Ubicación de riesgo' debe ser un JSON con apartmentNumber, aclaracion, map { address, marker: null } y pinChanged false.",
  missingUbicacion: "Falta el campo adicional 'Ubicación de riesgo' del seguro de hogar.",
  birthDate: 'La fecha de nacimiento debe ser una fecha válida (AAAA-MM-DD) anterior a hoy.',
  startDate: 'El inicio de vigencia debe ser una fecha válida (AAAA-MM-DD).',
  wrongProduct: 'El producto no corresponde a la póliza. Volvé a seleccionar el producto/paquete.',
  wrongPackage: 'El paquete no corresponde a la póliza. Volvé a seleccionar el producto/paquete.',
  badField: 'El campo camposAdicionales no es válido.',
} as const;

export const MAX_INVOICE_BYTES = 5 * 1024 * 1024;
const MAX_INVOICE_FILES = 3;

/** What a stored request keeps of each invoice file. */
export interface InvoiceInfo {
  fileName: string;
  mime: string;
  bytes: number;
  sha256: string;
}

const SIGNATURES: Array<{ mime: string; test: (b: Buffer) => boolean }> = [
  { mime: 'application/pdf', test: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
  {
    mime: 'image/png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { mime: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    mime: 'image/webp',
    test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  {
    mime: 'image/heic',
    test: (b) =>
      b.subarray(4, 8).toString('latin1') === 'ftyp' &&
      ['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1'].includes(b.subarray(8, 12).toString('latin1')),
  },
];

/** The type of a PDF or image told by its first bytes (never by its name), or null. */
export function sniffInvoice(bytes: Buffer): string | null {
  return SIGNATURES.find((s) => s.test(bytes))?.mime ?? null;
}

/**
 * The bytes of a base64 text (standard or URL alphabet; whitespace and a `data:...;base64,` prefix
 * tolerated), or null when it is not base64 or would decode to more than `maxBytes`.
 * Megabytes of text: only regular expressions that look at one character at a time (a quantified pattern
 * over the whole text can exhaust V8's backtracking stack).
 */
export function decodeBase64(text: string, maxBytes: number): Buffer | null {
  const prefix = /^data:[\w.+/-]{0,100};base64,/i.exec(text.slice(0, 140));
  const body = (prefix ? text.slice(prefix[0].length) : text).replace(/\s/g, '');
  let end = body.length;
  while (end > 0 && body[end - 1] === '=') end -= 1;
  const padding = body.length - end;
  if (end === 0 || padding > 2 || /[^A-Za-z0-9+/_-]/.test(body.slice(0, end))) return null;
  // Measured before decoding: an oversized file is refused without allocating it.
  if (Math.floor((end * 3) / 4) > maxBytes) return null;
  return Buffer.from(body, /[-_]/.test(body) ? 'base64url' : 'base64');
}

/** Additional fields are matched without regard to case or accents ('Ubicacion de riesgo' too). */
function fold(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();
}

function campo(campos: Array<{ nombre: string; valor: string }>, nombre: string): string | null {
  const valor = campos.find((c) => fold(c.nombre) === fold(nombre))?.valor.trim();
  return valor ? valor : null;
}

/** YYYY-MM-DD that exists in the calendar. */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Checks the invoice list of 'Archivo' and describes its files. */
export function checkInvoice(archivo: string | null): InvoiceInfo[] {
  if (archivo === null) throw new HttpError(400, emissionMessages.missingInvoice);
  let files: unknown;
  try {
    files = JSON.parse(archivo);
  } catch {
    throw new HttpError(400, emissionMessages.invoice);
  }
  if (!Array.isArray(files)) throw new HttpError(400, emissionMessages.invoice);
  if (files.length === 0) throw new HttpError(400, emissionMessages.missingInvoice);
  if (files.length > MAX_INVOICE_FILES) throw new HttpError(400, emissionMessages.tooManyInvoices);
  return files.map((file: unknown) => {
    const f = file as { fileName?: unknown; base64?: unknown } | null;
    if (typeof f !== 'object' || f === null || typeof f.fileName !== 'string' || typeof f.base64 !== 'string') {
      throw new HttpError(400, emissionMessages.invoice);
    }
    const bytes = decodeBase64(f.base64, MAX_INVOICE_BYTES);
    const mime = bytes ? sniffInvoice(bytes) : null;
    if (!bytes || !mime) throw new HttpError(400, emissionMessages.invoice);
    return {
      fileName: f.fileName.replace(/\p{Cc}/gu, '').slice(0, 200),
      mime,
      bytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    };
  });
}

function checkUbicacion(raw: string | null): void {
  if (raw === null) throw new HttpError(400, emissionMessages.missingUbicacion);
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new HttpError(400, emissionMessages.ubicacion);
  }
  const v = value as Record<string, unknown> | null;
  const map = (typeof v === 'object' && v !== null ? v.map : null) as Record<string, unknown> | null;
  const apartment = v?.apartmentNumber;
  const ok =
    typeof v === 'object' &&
    v !== null &&
    !Array.isArray(v) &&
    (apartment === undefined || apartment === null || typeof apartment === 'string' || typeof apartment === 'number') &&
    typeof v.aclaracion === 'string' &&
    typeof map === 'object' &&
    map !== null &&
    typeof map.address === 'string' &&
    map.address.trim() !== '' &&
    map.marker === null &&
    v.pinChanged === false;
  if (!ok) throw new HttpError(400, emissionMessages.ubicacion);
}

/** The policy the emission completes, as far as the request's checks need it. */
export interface EmissionPolicy {
  id: string;
  category: string | null;
  product_id: string | null;
  package_id: string | null;
  created_from_quote_id: string | null;
}

export interface PreparedEmission {
  /** What the partner receives, but for the notification URL (added by the caller). */
  request: Omit<SbiEmissionRequest, 'urlNotificacionNumeroDePoliza'>;
  /** What we keep: the request with the invoice reduced to its description. */
  stored: Record<string, unknown>;
  isBike: boolean;
}

const text = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/**
 * Checks an emission request against the policy and the spec's rules, and applies its defaults
 * (R → 0 installments, empty door number → 's/n'). Throws a 400 with a Spanish message; sends nothing.
 */
export function prepareEmission(
  body: EmissionBody,
  policy: EmissionPolicy,
  bikeProductId: string,
  today: string,
): PreparedEmission {
  const productoId = body.productoId.trim();
  const paqueteId = body.paqueteId.trim();
  // The policy was priced for one product and package: the emission must buy that one.
  if (policy.product_id && policy.product_id !== productoId) throw new HttpError(400, emissionMessages.wrongProduct);
  if (policy.package_id && policy.package_id !== paqueteId) throw new HttpError(400, emissionMessages.wrongPackage);

  const fechaDeNacimiento = text(body.fechaDeNacimiento);
  if (fechaDeNacimiento !== null && (!isCalendarDate(fechaDeNacimiento) || fechaDeNacimiento >= today)) {
    throw new HttpError(400, emissionMessages.birthDate);
  }
  const inicioDeVigencia = body.inicioDeVigencia.slice(0, 10);
  if (!isCalendarDate(inicioDeVigencia)) throw new HttpError(400, emissionMessages.startDate);

  const campos = (body.camposAdicionales ?? []).map((c) => ({ nombre: c.nombre.trim(), valor: c.valor }));
  // Checked here, not by a schema pattern: a value may be megabytes long (the invoice).
  if (campos.some((c) => c.valor.includes('\u0000'))) throw new HttpError(400, emissionMessages.badField);
  const isBike = productoId === bikeProductId || policy.category === 'bike';
  let storedCampos = campos;
  if (isBike) {
    const missing = ['Marca', 'Modelo', 'Serie'].filter((n) => campo(campos, n) === null);
    if (missing.length > 0) throw new HttpError(400, `Faltan datos de la bicicleta: ${missing.join(', ')}.`);
    const invoice = checkInvoice(campo(campos, 'Archivo'));
    storedCampos = campos.map((c) =>
      fold(c.nombre) === 'archivo' ? { nombre: c.nombre, valor: JSON.stringify(invoice) } : c,
    );
  } else {
    checkUbicacion(campo(campos, 'Ubicación de riesgo'));
  }

  const request: PreparedEmission['request'] = {
    referencia: policy.id,
    productoId,
    paqueteId,
    tipoDeDocumento: body.tipoDeDocumento,
    numeroDeDocumentoODeRut: body.numeroDeDocumentoODeRut.trim(),
    nombreORazonSocial: body.nombreORazonSocial.trim(),
    apellido: text(body.apellido) ?? '',
    fechaDeNacimiento,
    correoElectronico: body.correoElectronico.trim().toLowerCase(),
    celular: text(body.celular),
    calle: body.calle.trim(),
    numeroDePuerta: text(body.numeroDePuerta) ?? 's/n',
    apartamento: text(body.apartamento),
    codigoPostal: text(body.codigoPostal),
    departamento: body.departamento.trim(),
    inicioDeVigencia,
    formaDePago: body.formaDePago,
    // Spec §4: the collection network takes no installments at the partner.
    cantidadDeCuotas: body.formaDePago === 'R' ? 0 : body.cantidadDeCuotas,
    camposAdicionales: campos,
    emailTo: text(body.emailTo),
    emailCC: text(body.emailCC),
    paymentCode: text(body.paymentCode),
    createdFromQuoteId: policy.created_from_quote_id ?? text(body.createdFromQuoteId),
  };
  return { request, stored: { ...request, camposAdicionales: storedCampos }, isBike };
}
