import { createHash } from 'node:crypto';
import {
  BIKE_ADDITIONAL_FIELDS,
  BIKE_INVOICE_FIELD,
  bodyLimitMessages,
  emissionRuleMessages,
  foldFieldName,
  isCalendarDate,
  isValidBirthDate,
  UBICACION_DE_RIESGO,
  normalizeEmissionHolder,
  parseUbicacionDeRiesgo,
  textOrNull,
  type EmissionBody,
} from 'contracts';
import { decodeBase64, sniffFileType } from 'server-kit';
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
  invoice: bodyLimitMessages.emissionInvoice,
  missingInvoice: emissionRuleMessages.missingInvoice,
  tooManyInvoices: 'La factura puede tener como máximo 3 archivos.',
  ubicacion:
    "El campo adicional 'Ubicación de riesgo' debe ser un JSON con apartmentNumber, aclaracion, map { address, marker: null } y pinChanged false.",
  missingUbicacion: "Falta el campo adicional 'Ubicación de riesgo' del seguro de hogar.",
  // contracts' emission rules, which the emission form also checks before sending.
  birthDate: emissionRuleMessages.birthDate,
  startDate: emissionRuleMessages.startDate,
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

/** The type of a PDF or image told by its first bytes (never by its name), or null: no GIF (uploads too). */
export const sniffInvoice = (bytes: Buffer): string | null =>
  sniffFileType(bytes, ['application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'image/heic']);

/** server-kit's: the bytes of a base64 text, or null when it is not base64 or over `maxBytes`. */
export { decodeBase64 };

function campo(campos: Array<{ nombre: string; valor: string }>, nombre: string): string | null {
  const valor = campos.find((c) => foldFieldName(c.nombre) === foldFieldName(nombre))?.valor.trim();
  return valor ? valor : null;
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
  if (parseUbicacionDeRiesgo(raw) === null) throw new HttpError(400, emissionMessages.ubicacion);
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

  const fechaDeNacimiento = textOrNull(body.fechaDeNacimiento);
  if (!isValidBirthDate(fechaDeNacimiento, today)) {
    throw new HttpError(400, emissionMessages.birthDate, { field: 'fechaDeNacimiento' });
  }
  const inicioDeVigencia = body.inicioDeVigencia.slice(0, 10);
  if (!isCalendarDate(inicioDeVigencia)) {
    throw new HttpError(400, emissionMessages.startDate, { field: 'inicioDeVigencia' });
  }

  const campos = (body.camposAdicionales ?? []).map((c) => ({ nombre: c.nombre.trim(), valor: c.valor }));
  // Checked here, not by a schema pattern: a value may be megabytes long (the invoice).
  if (campos.some((c) => c.valor.includes('\u0000'))) throw new HttpError(400, emissionMessages.badField);
  const isBike = productoId === bikeProductId || policy.category === 'bike';
  let storedCampos = campos;
  if (isBike) {
    const missing = BIKE_ADDITIONAL_FIELDS.map((f) => f.nombre).filter((n) => campo(campos, n) === null);
    if (missing.length > 0) throw new HttpError(400, `Faltan datos de la bicicleta: ${missing.join(', ')}.`);
    const invoice = checkInvoice(campo(campos, BIKE_INVOICE_FIELD));
    storedCampos = campos.map((c) =>
      foldFieldName(c.nombre) === 'archivo' ? { nombre: c.nombre, valor: JSON.stringify(invoice) } : c,
    );
  } else {
    checkUbicacion(campo(campos, UBICACION_DE_RIESGO));
  }

  const request: PreparedEmission['request'] = {
    referencia: policy.id,
    productoId,
    paqueteId,
    tipoDeDocumento: body.tipoDeDocumento,
    ...normalizeEmissionHolder(body),
    fechaDeNacimiento,
    inicioDeVigencia,
    formaDePago: body.formaDePago,
    // Spec §4: the collection network takes no installments at the partner.
    cantidadDeCuotas: body.formaDePago === 'R' ? 0 : body.cantidadDeCuotas,
    camposAdicionales: campos,
    createdFromQuoteId: policy.created_from_quote_id ?? textOrNull(body.createdFromQuoteId),
  };
  return { request, stored: { ...request, camposAdicionales: storedCampos }, isBike };
}
