import { randomBytes, randomUUID } from 'node:crypto';
import { UBICACION_DE_RIESGO, normalizeEmissionHolder, parseUbicacionDeRiesgo, textOrNull } from 'contracts';
import { formatUsd } from 'contracts/runtime';
import type { EmisionRequest, EmisionResponse } from '../schemas/emisiones';
import { addDays, addYears, isCalendarDate, today } from './dates';
import { validationError } from './errors';
import { MAX_INVOICE_BYTES, decodeBase64, sha256, sniffMime } from './files';
import type { Catalog } from './tariff';
import type { ArchivoInfo, Emision, Poliza } from './store';

/*
 * What SBI checks in an emission request beyond its JSON schema, and how it turns a checked request
 * into a recorded emission and, once paid, into a policy.
 */

export const INVOICE_MESSAGE = 'La factura debe ser un PDF o una imagen de hasta 5 MB.';
const UBICACION_MESSAGE =
  "El campo adicional 'Ubicación de riesgo' debe ser un JSON con apartmentNumber, aclaracion, map { address, marker: null } y pinChanged false.";
const MAX_INVOICE_FILES = 3;
/** Broker shown on policies emitted through the marketplace. */
export const MARKETPLACE_BROKER = 'Seguros · marketplace online';

export interface CheckedEmision {
  /** The request with defaults applied (numeroDePuerta 's/n', empty optional texts as null, dates as YYYY-MM-DD). */
  request: EmisionRequest & { numeroDePuerta: string; inicioDeVigencia: string };
  huella: string;
  /** A new emission record for this request (pending payment; a payment token for T). */
  build(now?: Date): Emision;
}

/** Validates the request against the catalogue and the spec's rules; throws a 400 with a Spanish message. */
export function checkEmision(body: EmisionRequest, catalog: Catalog, now: Date = new Date()): CheckedEmision {
  const request = normalise(body);

  checkDocument(request.tipoDeDocumento, request.numeroDeDocumentoODeRut);
  const hoy = today(now);
  if (request.fechaDeNacimiento && (!isCalendarDate(request.fechaDeNacimiento) || request.fechaDeNacimiento >= hoy)) {
    throw validationError('La fecha de nacimiento debe ser una fecha ISO (AAAA-MM-DD) anterior a hoy.');
  }
  if (!isCalendarDate(request.inicioDeVigencia)) {
    throw validationError('El inicio de vigencia debe ser una fecha ISO (AAAA-MM-DD).');
  }
  // One day of slack: the caller may have computed "today" in another time zone.
  if (request.inicioDeVigencia < addDays(hoy, -1))
    throw validationError('El inicio de vigencia no puede ser anterior a hoy.');
  if (request.inicioDeVigencia > addYears(hoy, 1)) {
    throw validationError('El inicio de vigencia no puede ser más de un año posterior a hoy.');
  }
  if (!/^https?:$/.test(new URL(request.urlNotificacionNumeroDePoliza).protocol)) {
    throw validationError('La URL de notificación (urlNotificacionNumeroDePoliza) debe ser una URL http(s) absoluta.');
  }
  if (request.urlRetorno && !/^https?:$/.test(new URL(request.urlRetorno).protocol)) {
    throw validationError('La URL de retorno (urlRetorno) debe ser una URL http(s) absoluta.');
  }

  const { cotizacion, paquete } = catalog.resolvePackage(request.productoId, request.paqueteId);
  const producto = cotizacion.producto;
  const campos = request.camposAdicionales ?? [];

  let bicicleta: Emision['bicicleta'] = null;
  let ubicacionDeRiesgo: Emision['ubicacionDeRiesgo'] = null;
  let camposGuardados = campos;
  if (producto.categoria === 'bike') {
    bicicleta = checkBike(campos);
    // The invoice bytes are checked, not kept: the record holds their size and hash.
    camposGuardados = campos.map((c) =>
      sameName(c.nombre, 'Archivo') ? { nombre: c.nombre, valor: JSON.stringify(bicicleta!.factura) } : c,
    );
  } else {
    ubicacionDeRiesgo = checkUbicacion(campos);
  }

  // The notification URL may carry a fresh signature on each retry, and the return URL is the caller's
  // navigation: neither makes a request different.
  const { urlNotificacionNumeroDePoliza: _url, urlRetorno: _return, ...rest } = request;
  const huella = sha256(canonicalJson(rest));

  return {
    request,
    huella,
    build(at = new Date()) {
      const creadaEn = at.toISOString();
      const token = request.formaDePago === 'T' ? randomBytes(24).toString('base64url') : null;
      return {
        emisionId: randomUUID(),
        referencia: request.referencia,
        huella,
        estado: 'pendiente_pago',
        creadaEn,
        actualizadaEn: creadaEn,
        producto: { id: producto.id, nombre: producto.nombre, categoria: producto.categoria },
        paquete,
        valorDeclarado: cotizacion.valorDeclarado,
        formaDePago: request.formaDePago,
        cantidadDeCuotas: request.cantidadDeCuotas,
        inicioDeVigencia: request.inicioDeVigencia,
        tomador: {
          nombre: request.nombreORazonSocial,
          apellido: request.apellido ?? '',
          tipoDeDocumento: request.tipoDeDocumento,
          numeroDeDocumento: request.numeroDeDocumentoODeRut,
          fechaDeNacimiento: request.fechaDeNacimiento || null,
          correoElectronico: request.correoElectronico,
          celular: request.celular ?? null,
          domicilio: {
            calle: request.calle,
            numeroDePuerta: request.numeroDePuerta,
            apartamento: request.apartamento ?? null,
            codigoPostal: request.codigoPostal ?? null,
            departamento: request.departamento,
          },
        },
        bicicleta,
        ubicacionDeRiesgo,
        camposAdicionales: camposGuardados,
        urlNotificacionNumeroDePoliza: request.urlNotificacionNumeroDePoliza,
        urlRetorno: request.urlRetorno || null,
        emailTo: request.emailTo ?? null,
        emailCC: request.emailCC ?? null,
        paymentCode: request.paymentCode ?? null,
        createdFromQuoteId: request.createdFromQuoteId ?? null,
        pago: { token, pagadaEn: null, via: null, tarjetaUltimos4: null },
        poliza: null,
        notificacion: null,
      };
    },
  };
}

/** The policy a paid emission becomes: issued today, valid one year from its start (never before today). */
export function policyFromEmision(
  emision: Emision,
  numbers: { numeroPoliza: string; numeroFactura: string },
  now: Date = new Date(),
): Poliza {
  const fechaEmision = today(now);
  const vigenciaDesde = emision.inicioDeVigencia > fechaEmision ? emision.inicioDeVigencia : fechaEmision;
  const { tomador } = emision;
  const bienAsegurado: string[] = [];
  if (emision.bicicleta) {
    const b = emision.bicicleta;
    bienAsegurado.push(
      `Bicicleta ${b.marca} ${b.modelo}`,
      `Número de serie: ${b.serie}`,
      `Valor declarado: ${formatUsd(emision.valorDeclarado)}`,
    );
  }
  if (emision.ubicacionDeRiesgo) {
    bienAsegurado.push(`Ubicación del riesgo: ${emision.ubicacionDeRiesgo.address}`);
    if (emision.ubicacionDeRiesgo.aclaracion) bienAsegurado.push(`Aclaración: ${emision.ubicacionDeRiesgo.aclaracion}`);
  }
  return {
    numeroPoliza: numbers.numeroPoliza,
    emisionId: emision.emisionId,
    asegurado: {
      nombre: tomador.nombre,
      apellido: tomador.apellido,
      tipoDeDocumento: tomador.tipoDeDocumento,
      numeroDeDocumento: tomador.numeroDeDocumento,
    },
    producto: emision.producto,
    paquete: emision.paquete,
    moneda: 'USD',
    fechaEmision,
    vigenciaDesde,
    vigenciaHasta: addYears(vigenciaDesde, 1),
    formaDePago: emision.formaDePago,
    cantidadDeCuotas: emision.cantidadDeCuotas,
    renovacionAutomatica: emision.formaDePago === 'T',
    corredor: MARKETPLACE_BROKER,
    numeroFactura: numbers.numeroFactura,
    bienAsegurado,
  };
}

function normalise(body: EmisionRequest): CheckedEmision['request'] {
  return {
    ...body,
    ...normalizeEmissionHolder(body),
    referencia: body.referencia.trim(),
    fechaDeNacimiento: textOrNull(body.fechaDeNacimiento),
    inicioDeVigencia: body.inicioDeVigencia.slice(0, 10),
    camposAdicionales: body.camposAdicionales ?? [],
    createdFromQuoteId: textOrNull(body.createdFromQuoteId),
  };
}

function checkDocument(tipo: 'CI' | 'RUT', numero: string): void {
  if (!/^[\d.\s-]+$/.test(numero)) {
    throw validationError('El número de documento solo puede tener dígitos, puntos y guiones.');
  }
  const digits = numero.replace(/\D/g, '');
  if (tipo === 'CI' && (digits.length < 7 || digits.length > 8)) {
    throw validationError('La cédula de identidad debe tener 7 u 8 dígitos (por ejemplo 1.234.567-2).');
  }
  if (tipo === 'RUT' && digits.length !== 12) throw validationError('El RUT debe tener 12 dígitos.');
}

/** Additional fields are matched by name without regard to case or accents ('Ubicacion de riesgo' too). */
function sameName(a: string, b: string): boolean {
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .trim()
      .toLowerCase();
  return fold(a) === fold(b);
}

function campo(campos: { nombre: string; valor: string }[], nombre: string): string | null {
  const valor = campos.find((c) => sameName(c.nombre, nombre))?.valor.trim();
  return valor ? valor : null;
}

function checkBike(campos: { nombre: string; valor: string }[]): NonNullable<Emision['bicicleta']> {
  const required = ['Marca', 'Modelo', 'Serie', 'Archivo'] as const;
  const missing = required.filter((n) => campo(campos, n) === null);
  if (missing.length > 0) {
    throw validationError(`Faltan datos de la bicicleta en camposAdicionales: ${missing.join(', ')}.`);
  }
  let files: unknown;
  try {
    files = JSON.parse(campo(campos, 'Archivo')!);
  } catch {
    files = null;
  }
  if (
    !Array.isArray(files) ||
    files.length === 0 ||
    files.some(
      (f) => typeof f !== 'object' || f === null || typeof f.fileName !== 'string' || typeof f.base64 !== 'string',
    )
  ) {
    throw validationError('El campo adicional Archivo debe ser un JSON con una lista de { fileName, base64 }.');
  }
  if (files.length > MAX_INVOICE_FILES) {
    throw validationError(`La factura puede tener como máximo ${MAX_INVOICE_FILES} archivos.`);
  }
  const factura: ArchivoInfo[] = (files as { fileName: string; base64: string }[]).map((f) => {
    const bytes = decodeBase64(f.base64, MAX_INVOICE_BYTES);
    const mime = bytes ? sniffMime(bytes) : null;
    if (!bytes || !mime) throw validationError(INVOICE_MESSAGE);
    return { fileName: f.fileName.slice(0, 200), mime, bytes: bytes.length, sha256: sha256(bytes) };
  });
  return { marca: campo(campos, 'Marca')!, modelo: campo(campos, 'Modelo')!, serie: campo(campos, 'Serie')!, factura };
}

function checkUbicacion(campos: { nombre: string; valor: string }[]): NonNullable<Emision['ubicacionDeRiesgo']> {
  const raw = campo(campos, UBICACION_DE_RIESGO);
  if (raw === null) throw validationError("Falta el campo adicional 'Ubicación de riesgo' del seguro de hogar.");
  const ubicacion = parseUbicacionDeRiesgo(raw);
  if (ubicacion === null) throw validationError(UBICACION_MESSAGE);
  return ubicacion;
}

/** JSON with object keys sorted, so equal requests hash equally whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The emission as the API shows it (the payment token only inside linkDePago). */
export function emisionResponse(e: Emision, publicUrl: string): EmisionResponse {
  return {
    emisionId: e.emisionId,
    referencia: e.referencia,
    estado: e.estado,
    formaDePago: e.formaDePago,
    cantidadDeCuotas: e.cantidadDeCuotas,
    linkDePago: e.pago.token ? `${publicUrl}/pagar/${e.pago.token}` : null,
    numeroPoliza: e.poliza?.numeroPoliza ?? null,
    fechaEmision: e.poliza?.fechaEmision ?? null,
    fechaVencimiento: e.poliza?.vigenciaHasta ?? null,
    productoId: e.producto.id,
    producto: e.producto.nombre,
    paqueteId: e.paquete.id,
    paquete: e.paquete.nombre,
    precio: e.paquete.precio,
    moneda: 'USD',
    creadaEn: e.creadaEn,
    pagadaEn: e.pago.pagadaEn,
    notificacion: e.notificacion
      ? {
          deliveryId: e.notificacion.deliveryId,
          estado: e.notificacion.estado,
          intentos: e.notificacion.intentos,
          ultimoIntentoEn: e.notificacion.ultimoIntentoEn,
          proximoIntentoEn: e.notificacion.proximoIntentoEn,
          ultimoError: e.notificacion.ultimoError,
        }
      : null,
  };
}
